import type { DocStore } from './docStore';
import type { ChoiceEvent } from '@domain/choices/choices';
import type { ChoiceType } from '@domain/choices/types';
import { normalizeText, textOf } from '@domain/shared/text';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** A reference-list entry; deleted ones stay (flagged) so that records using them keep their label. */
export interface ChoiceDoc {
  _id: string;
  type: ChoiceType;
  label: string;
  sort_key: string;
  deleted: boolean;
  last_update: string;
}

/** An entry as lists and pickers get it (deleted only when asked for, so records can still show theirs). */
export type ChoiceItem = Pick<ChoiceDoc, '_id' | 'label' | 'last_update'> & { deleted?: true };

const CHOICES = 'choices';

export const choicesProjection: Projection = {
  name: 'choices',
  version: 1,
  collections: [{ name: CHOICES, indexes: ['type', 'deleted', 'sort_key'] }],
  handles: handlers<ChoiceEvent>({
    async ChoiceCreated(event, tx) {
      const { type, label } = event.data;
      await tx
        .collection<ChoiceDoc>(CHOICES)
        .put({ _id: idOf(event.streamId), type, label, sort_key: normalizeText(label), deleted: false, last_update: event.meta.at });
    },
    async ChoiceChanged(event, tx) {
      const label = textOf(event.data.changes.label?.to);
      if (label)
        await tx
          .collection<ChoiceDoc>(CHOICES)
          .patch(idOf(event.streamId), { label, sort_key: normalizeText(label), last_update: event.meta.at });
    },
    async ChoiceDeleted(event, tx) {
      await tx.collection<ChoiceDoc>(CHOICES).patch(idOf(event.streamId), { deleted: true, last_update: event.meta.at });
    },
  }),
};

/** The entries of a list, alphabetically (accents aside); with withDeleted, the deleted ones too, flagged. */
export async function listChoices(docs: DocStore, type: ChoiceType, withDeleted = false): Promise<ChoiceItem[]> {
  const { items } = await docs
    .collection<ChoiceDoc>(CHOICES)
    .find({ where: withDeleted ? { type } : { type, deleted: false }, sort: [['sort_key', 1]] });
  return items.map(({ _id, label, last_update, deleted }) => ({ _id, label, last_update, ...(deleted && { deleted: true as const }) }));
}

/** One entry, deleted or not. */
export function findChoice(docs: DocStore, id: string): Promise<ChoiceDoc | null> {
  return docs.collection<ChoiceDoc>(CHOICES).get(id);
}

/** Labels by id, deleted entries included: what records that point to them show. */
export async function choiceLabels(docs: DocStore, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  const found = await docs.collection<ChoiceDoc>(CHOICES).getMany(wanted);
  return new Map(found.map((choice) => [choice._id, choice.label]));
}
