// Who looked at a file's history or at a past state of it, or downloaded one of its documents: an access log that
// admins and super admins read.

export type FileAccessEvent = {
  type: 'FileHistoryRead';
  data: {
    recipient_id: string;
    kind: 'history' | 'past_state' | 'attachment';
    as_of: string | null;
    /** The document downloaded (kind 'attachment'), by id and by the name it had then. */
    attachment_id?: string;
    name?: string;
  };
};

/** What was read of a file: its history (any page), the file as it was at an instant, one of its documents, or the file as it is. */
export type FileRead =
  | { kind: 'history' }
  | { kind: 'past_state'; asOf: string }
  | { kind: 'attachment'; attachmentId: string; name: string }
  | { kind: 'current' };

/** Records every reading of a file's history, of a past state of it and of its documents; reading the file as it is leaves no trace here. */
export function recordFileRead(command: { recipientId: string; read: FileRead }): FileAccessEvent[] {
  const { read, recipientId } = command;
  switch (read.kind) {
    case 'current':
      return [];
    case 'attachment':
      return [
        {
          type: 'FileHistoryRead',
          data: { recipient_id: recipientId, kind: 'attachment', as_of: null, attachment_id: read.attachmentId, name: read.name },
        },
      ];
    default:
      return [
        {
          type: 'FileHistoryRead',
          data: { recipient_id: recipientId, kind: read.kind, as_of: read.kind === 'past_state' ? read.asOf : null },
        },
      ];
  }
}

/** Only administrators and super administrators read the access log. */
export const canReadAccessLog = (habilitation: string) => habilitation === 'admin' || habilitation === 'super';
