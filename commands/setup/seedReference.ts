import { CHOICE_TYPE_KEYS, type ChoiceType } from '@domain/choices/types';
import { createChoice } from '../choices/createChoice';
import type { CommandContext } from '../context';
import { lastPosition } from '../handle';
import { REFERENCE_LISTS } from './reference';

/** Ids of the reference entries by list and label, for the demo data that points to them. */
export type ReferenceIds = Map<ChoiceType, Map<string, string>>;

/** Loads the default reference lists through the ordinary command (so they have a history and unique labels). */
export async function seedReference(ctx: CommandContext): Promise<{ ids: ReferenceIds; position: bigint | null }> {
  const ids: ReferenceIds = new Map();
  let position: bigint | null = null;
  for (const type of CHOICE_TYPE_KEYS) {
    const byLabel = new Map<string, string>();
    for (const label of REFERENCE_LISTS[type]) {
      const created = await createChoice(ctx, type, label);
      byLabel.set(label, created.choiceId);
      position = lastPosition(position, created.position);
    }
    ids.set(type, byLabel);
  }
  return { ids, position };
}
