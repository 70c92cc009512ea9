// Who looked at a file's history or at a past state of it: an access log that admins and super admins read.

export type FileAccessEvent = {
  type: 'FileHistoryRead';
  data: { recipient_id: string; kind: 'history' | 'past_state'; as_of: string | null };
};

/** What was read of a file: its history (any page), the file as it was at an instant, or the file as it is. */
export type FileRead = { kind: 'history' } | { kind: 'past_state'; asOf: string } | { kind: 'current' };

/** Records every reading of a file's history and of a past state of it; reading the file as it is leaves no trace here. */
export function recordFileRead(command: { recipientId: string; read: FileRead }): FileAccessEvent[] {
  const { read } = command;
  if (read.kind === 'current') return [];
  return [
    {
      type: 'FileHistoryRead',
      data: { recipient_id: command.recipientId, kind: read.kind, as_of: read.kind === 'past_state' ? read.asOf : null },
    },
  ];
}

/** Only administrators and super administrators read the access log. */
export const canReadAccessLog = (habilitation: string) => habilitation === 'admin' || habilitation === 'super';
