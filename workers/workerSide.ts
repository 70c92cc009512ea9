import type { WorkerDeps } from './deps';
import { performers } from './registry';
import { startAlertTrigger } from './alerts/trigger';

/** The daily sweep of alerts runs at this time in France, before the antennas open. */
const SWEEP_AT = { hour: 6, minute: 0 };

/**
 * What performs jobs in a process (the API's, or `npm run workers`'): the job functions, the trigger
 * that turns committed events into alert evaluations, the daily sweep, and one sweep now to catch up
 * with what happened while no worker ran. Without alerts (most API tests: nothing but their own
 * requests may write), jobs are performed but no alert is raised.
 */
export async function startWorkerSide(deps: WorkerDeps, opts: { alerts: boolean }): Promise<{ stop(): Promise<void> }> {
  await deps.jobs.work(performers(deps));
  if (!opts.alerts) return { stop: async () => {} };
  await deps.jobs.daily('alerts.sweep', {}, SWEEP_AT);
  await deps.jobs.enqueue('alerts.sweep', {});
  const trigger = await startAlertTrigger(deps);
  return { stop: () => trigger.stop() };
}
