import { alertCauses, dueOn, nextDueDay } from '@domain/alerts/rules';
import { frenchDay, parisInstant } from '@domain/shared/dates';
import { alertId, raiseAlerts, resolveAlerts } from '../../commands/alerts/alertCommands';
import type { ExpectedRevision } from '../../commands/eventStore';
import { loadAggregate } from '../../commands/handle';
import { recipientAggregate, streams } from '../../commands/streams';
import { systemContext } from '../../commands/setup/systemActor';
import { openAlertsOf } from '../../projections/alerts';
import type { WorkerDeps } from '../deps';

/** The payload of 'alerts.evaluateFile'. */
export interface EvaluateFilePayload {
  recipient_id: string;
}

/** Delayed evaluations wake at this time of the day their cause becomes due. */
const WAKE = { hour: 0, minute: 5 };

/** The job id of a file's evaluation woken on a day: one per file and day, however many events ask for it. */
export const wakeJobId = (recipientId: string, day: string) => `alerts-${recipientId}-due-${day}`;

/**
 * Judges one file's alerts on today's date: raises those due and never raised, archives the open ones
 * whose cause is gone, and asks to be woken on the next day a cause becomes due. Safe to run again at
 * any point (an alert is one stream; archiving an archived alert records nothing).
 */
export function evaluateFile(deps: WorkerDeps) {
  return async (payload: unknown) => {
    const { recipient_id: recipientId } = payload as EvaluateFilePayload;
    const ctx = systemContext(deps, `alerts:${recipientId}`);
    const head = await deps.store.headPosition();
    const { state: file, expected } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const today = frenchDay(deps.clock());
    const causes = alertCauses(file, recipientId, today);
    const { raised } = await raiseAlerts(ctx, recipientId, file.civil.user_ref ?? null, dueOn(causes, today));
    await judgeAgainIfChanged(deps, recipientId, expected);
    // Which alerts are open comes from the read model: it must hold every alert raised before this run.
    if (!(await deps.awaitReadModels(head))) throw new Error(`alerts: read models behind position ${head}`);
    const kept = new Set(causes.map((cause) => alertId(recipientId, cause)));
    const gone = (await openAlertsOf(deps.docs, recipientId)).map((alert) => alert._id).filter((id) => !kept.has(id));
    await resolveAlerts(ctx, gone);
    const next = nextDueDay(causes, today);
    if (next) {
      const delayMs = Math.max(0, parisInstant(next, WAKE.hour, WAKE.minute).getTime() - deps.clock().getTime());
      await deps.jobs.enqueue('alerts.evaluateFile', { recipient_id: recipientId }, { jobId: wakeJobId(recipientId, next), delayMs });
    }
    return { raised: raised.length, resolved: gone.length };
  };
}

/**
 * A file written to while its alerts were raised from an older state may have lost the cause of one
 * of them after the evaluation that would archive it looked: judging it again closes that gap.
 */
async function judgeAgainIfChanged(deps: WorkerDeps, recipientId: string, judged: ExpectedRevision): Promise<void> {
  const [last] = await deps.store.readStream(streams.recipient(recipientId), { last: 1 });
  if (last && last.revision !== judged)
    await deps.jobs.enqueue('alerts.evaluateFile', { recipient_id: recipientId }, { jobId: `alerts-${recipientId}-at-${last.position}` });
}
