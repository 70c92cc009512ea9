import { applyChanges } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import { extended } from '@domain/shared/paths';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientCivil } from '@domain/recipients/fields';
import type { DocSession } from '../docStore';
import { handlers } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';

/** A file as the reports see it (deleted files are removed, with every fact of theirs). */
export interface FileFact {
  _id: string;
  file_number: number;
  /** The file's antenna now; the facts of its activity keep the antenna of their time. */
  antenna_id: string;
  user_ref: string | null;
  civility: string | null;
  birth_date: string | null;
  /** Choice ids of the reference lists. */
  nationality: string | null;
  nationality_status: string | null;
  family_status: string | null;
  children: number;
  /** The day (in France) the file was created. */
  created_on: string;
  radiated: boolean;
  radiated_on: string | null;
}

/** A radiation of a file, with its reason: the annual domiciliation report counts them over the year. */
export interface RadiationFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  date: string;
  reason: string | null;
  status: string | null;
}

export const STAT_FILES = 'stat_files';
export const STAT_RADIATIONS = 'stat_radiations';

/** The antenna a file belongs to now, as the facts being recorded take it (null for a file unknown here). */
export async function fileAntenna(tx: DocSession, recipientId: string): Promise<string | null> {
  return (await tx.collection<FileFact>(STAT_FILES).get(recipientId))?.antenna_id ?? null;
}

function fromCivil(
  civil: RecipientCivil,
  base: Pick<FileFact, '_id' | 'file_number' | 'created_on' | 'radiated' | 'radiated_on'>,
): FileFact {
  return extended(base, {
    antenna_id: civil.antenna_id,
    user_ref: civil.user_ref ?? null,
    civility: civil.civility ?? null,
    birth_date: civil.birth_date || null,
    nationality: civil.nationality ?? null,
    nationality_status: civil.nationality_status ?? null,
    family_status: civil.family_status ?? null,
    children: civil.children ?? 0,
  });
}

/** Files and their radiations. Listed first: the other modules read a file's antenna from it. */
export const fileFacts: FactModule = {
  collections: [
    { name: STAT_FILES, indexes: ['antenna_id', 'created_on', 'user_ref'] },
    { name: STAT_RADIATIONS, indexes: [['antenna_id', 'date'], 'recipient_id'] },
  ],
  handles: handlers<RecipientEvent>({
    async RecipientCreated(event, tx) {
      const created_on = frenchDay(new Date(event.meta.at));
      const base = { _id: idOf(event.streamId), file_number: event.data.file_number, created_on, radiated: false, radiated_on: null };
      await tx.collection<FileFact>(STAT_FILES).put(fromCivil(event.data.recipient, base));
    },
    async RecipientCivilDataChanged(event, tx) {
      const files = tx.collection<FileFact>(STAT_FILES);
      const file = await files.get(idOf(event.streamId));
      if (!file) return;
      // The fact's own civil fields are those of the form (same names), so the changes apply to them directly.
      const civil = applyChanges(file as unknown as RecipientCivil, event.data.changes);
      await files.put(fromCivil(civil, file));
    },
    async RecipientRadiated(event, tx) {
      const id = idOf(event.streamId);
      const antenna = await fileAntenna(tx, id);
      if (antenna === null) return;
      await tx.collection<FileFact>(STAT_FILES).patch(id, { radiated: true, radiated_on: event.data.on });
      await tx.collection<RadiationFact>(STAT_RADIATIONS).put({
        _id: event.id,
        recipient_id: id,
        antenna_id: antenna,
        date: event.data.on,
        reason: event.data.radiation_reason,
        status: event.data.radiation_status,
      });
    },
    async RecipientUnradiated(event, tx) {
      await tx.collection<FileFact>(STAT_FILES).patch(idOf(event.streamId), { radiated: false, radiated_on: null });
    },
    async RecipientTransferred(event, tx) {
      const { to_antenna_id, user_ref } = event.data;
      await tx
        .collection<FileFact>(STAT_FILES)
        .patch(idOf(event.streamId), { antenna_id: to_antenna_id, ...(user_ref ? { user_ref } : {}) });
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_RADIATIONS]);
      await tx.collection(STAT_FILES).delete(idOf(event.streamId));
    },
  }),
};

/** Removes a deleted file's facts from the named collections (each indexed by recipient_id). */
export async function deleteFileFacts(tx: DocSession, recipientId: string, collections: string[]): Promise<void> {
  for (const name of collections) {
    const collection = tx.collection(name);
    const { items } = await collection.find({ where: { recipient_id: recipientId }, select: ['recipient_id'] });
    for (const doc of items) await collection.delete(doc._id);
  }
}
