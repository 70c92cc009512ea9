import type { RecordedEvent, Subscription } from '../../commands/eventStore';
import { idOf } from '../../projections/streamIds';
import type { WorkerDeps } from '../deps';
import type { EvaluateFilePayload } from './evaluateFile';

const CHECKPOINTS = 'reactor_checkpoints';
const NAME = 'alerts-trigger';

/** Events of a file that can raise or resolve one of its alerts (alerts' own streams are not files). */
const CONCERNS_ALERTS = /^(Recipient|Domiciliation|Housing|Detention|Mail|Meeting)/;

/** The files a batch of committed events touched in a way alerts care about. */
export function filesTouched(batch: RecordedEvent[]): string[] {
  const ids = batch.filter((e) => e.streamId.startsWith('recipient-') && CONCERNS_ALERTS.test(e.type)).map((e) => idOf(e.streamId));
  return [...new Set(ids)];
}

/**
 * Follows the event log (what is in it is committed) and asks for the evaluation of each file whose
 * domiciliations, stays, detentions, mails, meetings or status changed, then moves its checkpoint. A
 * crash between the two asks again on restart: evaluations are idempotent. A new data directory starts
 * at the log's head: the sweep at start judges every file.
 */
export async function startAlertTrigger(deps: WorkerDeps): Promise<Subscription> {
  await deps.docs.ensure([{ name: CHECKPOINTS }]);
  const checkpoints = deps.docs.collection<{ _id: string; position: string }>(CHECKPOINTS);
  const saved = await checkpoints.get(NAME);
  const from = saved ? BigInt(saved.position) : await deps.store.headPosition();
  return deps.store.subscribe(from, async (batch) => {
    const last = batch[batch.length - 1].position;
    // A job asked for before the read models show the batch would fail and wait for a retry: while they catch up
    // (a rebuild, a restart after an import) that would be a job per file, all held at once. The batch is retried.
    const touched = filesTouched(batch);
    if (touched.length > 0 && !(await deps.awaitReadModels(last)))
      throw new Error(`alerts: the read models have not reached position ${last} yet; the trigger waits for them`);
    for (const recipientId of touched)
      await deps.jobs.enqueue('alerts.evaluateFile', { recipient_id: recipientId } satisfies EvaluateFilePayload, {
        jobId: `alerts-${recipientId}-at-${last}`,
      });
    await checkpoints.put({ _id: NAME, position: String(last) });
  });
}
