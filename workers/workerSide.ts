import type { WorkerDeps } from './deps';
import { performers } from './registry';
import { startAlertTrigger } from './alerts/trigger';

/** The daily sweep of alerts runs at this time in France, before the antennas open. */
const SWEEP_AT = { hour: 6, minute: 0 };

/**
 * What performs jobs in a process (the API's, or `npm run workers`'): the job functions, the trigger
 * that turns committed events into alert evaluations, the daily sweep, and one sweep as soon as the read
 * models are current, to catch up with what happened while no worker ran. Without alerts (most API tests:
 * nothing but their own requests may write), jobs are performed but no alert is raised.
 */
export async function startWorkerSide(deps: WorkerDeps, opts: { alerts: boolean }): Promise<{ stop(): Promise<void> }> {
  await deps.jobs.work(performers(deps));
  if (!opts.alerts) return { stop: async () => {} };
  await deps.jobs.daily('alerts.sweep', {}, SWEEP_AT);
  const sweep = sweepOnceCurrent(deps);
  const trigger = await startAlertTrigger(deps);
  return {
    stop: async () => {
      sweep.stop();
      await trigger.stop();
    },
  };
}

/**
 * Asks for a sweep once the read models have applied the log as it stands now. A start that rebuilds them (a new
 * projection version, a data directory restored without them) takes minutes at national scale: asked at once, every
 * part of the sweep failed its five attempts waiting for them, and the files went unjudged until the next day.
 */
function sweepOnceCurrent(deps: WorkerDeps): { stop(): void } {
  let stopped = false;
  void (async () => {
    const head = await deps.store.headPosition();
    while (!stopped && !(await deps.awaitReadModels(head)));
    if (!stopped) await deps.jobs.enqueue('alerts.sweep', {});
  })().catch((error: unknown) => {
    // Stopped meanwhile: the stores it waited on are closing.
    if (!stopped) console.error('[alerts] the sweep at start was not asked for', error);
  });
  return { stop: () => (stopped = true) };
}
