// Who looked at a file's history or at a past state of it: an access log that admins and super admins read.

export type FileAccessEvent = { type: 'FileHistoryRead'; data: { recipient_id: string; kind: 'history' | 'past_state'; as_of: string | null } };

/** Records one reading of a file's history, or of the file as it was at an instant. */
export function recordFileRead(command: { recipientId: string; asOf: string | null }): FileAccessEvent[] {
  return [{ type: 'FileHistoryRead', data: { recipient_id: command.recipientId, kind: command.asOf ? 'past_state' : 'history', as_of: command.asOf } }];
}

/** Only administrators and super administrators read the access log. */
export const canReadAccessLog = (habilitation: string) => habilitation === 'admin' || habilitation === 'super';
