import { frenchDay } from '@domain/shared/dates';
import type { FormOf } from '@domain/shared/forms';
import { cafGroup } from '@domain/resources/caf';
import { resourceKind } from '@domain/resources/kind';
import { applicationKind } from '@domain/work/application';
import { experienceKind } from '@domain/work/experience';
import { formationKind } from '@domain/work/formation';
import { poleEmploiGroup, schoolLevelGroup } from '@domain/work/groups';
import { qualificationKind } from '@domain/work/qualification';
import type { RecordKind } from '@domain/recipients/records';
import type { CommandContext } from '../../commands/context';
import { lastPosition } from '../../commands/handle';
import { addRecord, saveFieldGroup } from '../../commands/records';
import type { ReferenceIds } from '../../commands/setup/seedReference';
import { addDays } from '../recipients/demoRecipientPlan';
import { fileAndReferent } from '../recipients/fileReferent';
import { workProfileOf } from './demoWork';

const DATE_FIELDS = ['date', 'application_date', 'start_date', 'end_date', 'effective_end_date'];
type Lists = Record<string, 'formation_type' | 'qualification_domain'>;
/** The fields that name an entry of a reference list, by kind (a formation's type is a list entry, a job's type is not). */
const IN_DOMAINS: Lists = { domain: 'qualification_domain' };
const FORMATION_LISTS: Lists = { ...IN_DOMAINS, type: 'formation_type' };

/**
 * Seeds the Ressources and Formation/Emploi tabs of most demo files through the ordinary commands,
 * as each file's referent: days become dates, labels of the reference lists become their ids.
 */
export async function seedWork(
  ctx: CommandContext,
  lookups: { reference: ReferenceIds; files: Map<string, string> },
): Promise<bigint | null> {
  const today = frenchDay(ctx.clock());
  const resolve = (demo: object, lists: Lists): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(demo).map(([field, value]) => {
        if (DATE_FIELDS.includes(field) && typeof value === 'number') return [field, addDays(today, value)];
        const list = lists[field];
        if (list && typeof value === 'string') {
          const id = lookups.reference.get(list)?.get(value);
          if (!id) throw new Error(`Demo work: no ${list} '${value}'`);
          return [field, id];
        }
        return [field, value];
      }),
    );
  let position: bigint | null = null;
  for (const recipientId of lookups.files.values()) {
    const { state, actor } = await fileAndReferent(ctx, recipientId);
    const profile = workProfileOf(state.file_number);
    if (state.deleted || !profile) continue;
    const as = { ...ctx, actor };
    const add = async <F extends object>(kind: RecordKind<F>, demos: object[], lists: Lists = IN_DOMAINS) => {
      for (const demo of demos)
        position = lastPosition(position, (await addRecord(as, kind, recipientId, resolve(demo, lists) as FormOf<F>)).position);
    };
    await add(resourceKind, profile.resources, {});
    if (profile.caf) {
      const caf = { caf_number: String(1_200_000 + state.file_number * 7919).slice(0, 7), caf_date: addDays(today, -400) };
      position = lastPosition(position, (await saveFieldGroup(as, cafGroup, recipientId, caf)).position);
    }
    position = lastPosition(position, (await saveFieldGroup(as, schoolLevelGroup, recipientId, profile.school)).position);
    if (profile.franceTravail !== undefined) {
      const registration = {
        pole_emploi_number: `${4_100_000 + state.file_number * 131}L`,
        pole_emploi_date: addDays(today, -profile.franceTravail),
      };
      position = lastPosition(position, (await saveFieldGroup(as, poleEmploiGroup, recipientId, registration)).position);
    }
    await add(qualificationKind, profile.qualifications);
    await add(formationKind, profile.formations, FORMATION_LISTS);
    await add(applicationKind, profile.applications);
    await add(experienceKind, profile.experiences);
  }
  return position;
}
