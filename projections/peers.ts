/**
 * How a runner tells the other API processes of a machine that its projections committed, and hears when theirs did
 * (API_PROCESSES: a process waiting for its read-your-writes on the stored checkpoints is woken rather than polls them;
 * docs/architecture.md, 'Several API processes on one machine'). The composition root gives the cluster's (app/).
 */
export interface ReadModelPeers {
  /** This process's projections committed a batch. */
  projected(): void;
  /** Calls listener whenever another process's projections commit; answers the function that stops listening. */
  onProjected(listener: () => void): () => void;
}

/** A process alone (tests, `npm run rebuild`, `npm run projections`): nothing to tell and nothing heard. */
export const NO_PEERS: ReadModelPeers = { projected: () => {}, onProjected: () => () => {} };
