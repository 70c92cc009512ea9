import { changeAlertStatus, raiseAlert, resolveAlert } from '@domain/alerts/aggregate';
import type { AlertStatus } from '@domain/alerts/alerts';
import { ALERT_TABS, type AlertCause } from '@domain/alerts/rules';
import type { CommandContext, WriteResult } from '../context';
import { loadFile } from '../fileStream';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { uuidFromKey } from '../ids';
import { alertAggregate, streams } from '../streams';

/**
 * The id of the alert of a cause: the same type, file, subject and due date always give the same id, so an
 * alert is one stream however often, and wherever, the rules run.
 */
export function alertId(recipientId: string, cause: Pick<AlertCause, 'type' | 'subject_id' | 'date'>): string {
  return uuidFromKey(`${cause.type}|${recipientId}|${cause.subject_id}|${cause.date}`);
}

/** Raises the alerts of these causes of a file that were never raised, each for the file's referent. */
export async function raiseAlerts(
  ctx: CommandContext,
  recipientId: string,
  referent: string | null,
  causes: AlertCause[],
): Promise<WriteResult & { raised: string[] }> {
  let position: bigint | null = null;
  const raised: string[] = [];
  for (const cause of causes) {
    const id = alertId(recipientId, cause);
    const url = `/recipient/${recipientId}#${ALERT_TABS[cause.type]}`;
    const result = await runCommand(ctx, {
      command: 'raiseAlert',
      streamId: streams.alert(id),
      aggregate: alertAggregate,
      decide: (state) => raiseAlert(state, { ...cause, recipient_id: recipientId, url, user_id: referent }),
    });
    if (result.events.length > 0) raised.push(id);
    position = lastPosition(position, result.position);
  }
  return { position, raised };
}

/** Archives the alerts whose cause is gone (those already archived stay as they are). */
export async function resolveAlerts(ctx: CommandContext, alertIds: string[]): Promise<WriteResult> {
  let position: bigint | null = null;
  for (const id of alertIds) {
    const result = await runCommand(ctx, {
      command: 'resolveAlert',
      streamId: streams.alert(id),
      aggregate: alertAggregate,
      decide: resolveAlert,
    });
    position = lastPosition(position, result.position);
  }
  return { position };
}

/** Sets the status of one of the actor's alerts (the referent of its file now), as a click toggles it. */
export async function setAlertStatus(ctx: CommandContext, id: string, status: AlertStatus): Promise<WriteResult> {
  const { state } = await loadAggregate(ctx, streams.alert(id), alertAggregate);
  const file = state.raised ? await loadFile(ctx, state.raised.recipient_id) : null;
  const referent = file && !file.deleted ? (file.civil.user_ref ?? null) : null;
  const { position } = await runCommand(ctx, {
    command: 'setAlertStatus',
    streamId: streams.alert(id),
    aggregate: alertAggregate,
    decide: (current) => changeAlertStatus(current, { status, actor: ctx.actor, referent }),
  });
  return { position };
}
