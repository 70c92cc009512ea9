import { canReadAccessLog, type FileAccessEvent } from '@domain/recipients/access';
import { forbidden } from '@domain/shared/errors';
import { openedFile } from './openedFile';
import { handlers, type Projection } from './projection';
import type { ReadContext } from './readContext';
import { userNames } from './users';

/** One reading of a file's history or past state, or one download of its documents (with its id and name). */
export interface FileAccessDoc {
  _id: string;
  recipient_id: string;
  user_id: string;
  at: string;
  kind: 'history' | 'past_state' | 'attachment';
  as_of: string | null;
  attachment_id?: string;
  name?: string;
}

const FILE_ACCESS = 'file_access';

export const fileAccessProjection: Projection = {
  name: 'file_access',
  version: 1,
  collections: [{ name: FILE_ACCESS, indexes: ['recipient_id', 'at'] }],
  handles: handlers<FileAccessEvent>({
    async FileHistoryRead(event, tx) {
      const { recipient_id, kind, as_of, attachment_id, name } = event.data;
      const document = kind === 'attachment' ? { attachment_id, name } : {};
      await tx
        .collection<FileAccessDoc>(FILE_ACCESS)
        .put({ _id: event.id, recipient_id, user_id: event.meta.userId, at: event.meta.at, kind, as_of, ...document });
    },
  }),
};

/** Who read a file's history or past states or downloaded its documents, newest first: administrators who may open the file only. */
export async function listFileAccess(read: ReadContext, recipientId: string) {
  await openedFile(read, recipientId);
  const { docs, actor } = read;
  if (!canReadAccessLog(actor.habilitation)) throw forbidden();
  const { items } = await docs
    .collection<FileAccessDoc>(FILE_ACCESS)
    .find({ where: { recipient_id: recipientId }, sort: [['at', -1]], limit: 500 });
  const names = await userNames(
    docs,
    items.map((a) => a.user_id),
  );
  return items.map((access) => ({ ...access, user: names.get(access.user_id) ?? null }));
}
