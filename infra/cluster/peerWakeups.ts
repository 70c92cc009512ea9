// Wake-ups between the API processes of one machine (API_PROCESSES, app/cluster.ts). On the SQLite stores a process
// learns of another's appends, and of the checkpoints another's projections moved, only by polling (every 250 and
// 50 ms): a write answered by a process without the projections would wait that long for its read-your-writes. Each
// process tells the others through the primary instead. Outside a cluster, nothing is sent and nothing arrives.
import cluster from 'node:cluster';
import type { ReadModelPeers } from '../../projections/peers';

/** What a process tells the others: it appended events, or its projections committed a batch. */
export type Wakeup = 'appended' | 'projected';

interface WakeupMessage {
  wakeup: Wakeup;
}

const listeners: Record<Wakeup, Set<() => void>> = { appended: new Set(), projected: new Set() };
const pending = new Set<Wakeup>();

/** Whether a message between the processes is a wake-up (the primary relays those alone). */
export function isWakeup(message: unknown): message is WakeupMessage {
  const wakeup = (message as Partial<WakeupMessage> | null)?.wakeup;
  return wakeup === 'appended' || wakeup === 'projected';
}

/** Tells the other processes, once per turn of the event loop however many times it is called in that turn. */
export function tellPeers(what: Wakeup): void {
  if (!cluster.isWorker || pending.has(what)) return;
  pending.add(what);
  setImmediate(() => {
    pending.delete(what);
    process.send?.({ wakeup: what } satisfies WakeupMessage);
  });
}

/** Calls listener whenever another process tells what; answers the function that stops listening. */
export function onPeerWakeup(what: Wakeup, listener: () => void): () => void {
  listeners[what].add(listener);
  return () => listeners[what].delete(listener);
}

/** In a worker of the cluster: hands the wake-ups the primary relays to their listeners. */
export function listenToPeers(): void {
  process.on('message', (message: unknown) => {
    if (isWakeup(message)) for (const listener of listeners[message.wakeup]) listener();
  });
}

/** The projection runner's peers (projections/peers.ts) over these wake-ups: what the API processes of a cluster use. */
export const clusterReadModelPeers: ReadModelPeers = {
  projected: () => tellPeers('projected'),
  onProjected: (listener) => onPeerWakeup('projected', listener),
};
