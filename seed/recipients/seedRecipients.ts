import type { ChoiceType } from '@domain/choices/types';
import { frenchDay } from '@domain/shared/dates';
import { normalizeText } from '@domain/shared/text';
import type { Actor } from '@domain/users/actor';
import { actorOf } from '../../commands/auth/login';
import type { CommandContext, WriteResult } from '../../commands/context';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { addComment } from '../../commands/recipients/commentCommands';
import { createRecipient } from '../../commands/recipients/createRecipient';
import {
  radiateRecipient,
  setJusticePeriod,
  setMailRedirection,
  transferRecipient,
  unradiateRecipient,
} from '../../commands/recipients/fileActions';
import { updateRecipient } from '../../commands/recipients/updateRecipient';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { addDays, demoRecipientPlan, personKey, type PlannedAction } from './demoRecipientPlan';
import type { DemoEdit } from './demoRecipientStories';
import type { DemoRecipient } from './demoRecipients';
import { referenceId } from '../addressBook/seedAddressBook';
import type { ReferenceIds } from '../../commands/setup/seedReference';
import { SYSTEM_ACTOR } from '../../commands/setup/systemActor';

/** What the seed looks ids up in: reference entries, and antennas, demo users and organisms by their demo names. */
interface Lookups {
  today: string;
  reference: ReferenceIds;
  antennaIds: Map<string, string>;
  userIds: Map<string, string>;
  organismIds: Map<string, string>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo recipients: unknown ${what}`);
  return value;
}

/** The id of a reference entry from its exact label (referenceId matches on the normalised start). */
const choice = (lookups: Lookups, type: ChoiceType, label: string) => referenceId(lookups.reference, type, normalizeText(label));

const userId = (lookups: Lookups, login: string) => required(lookups.userIds.get(login), `user ${login}`);

/** The civil tab of a person on their first meeting. */
function newFile(person: DemoRecipient, day: string, lookups: Lookups) {
  const [children, children_charge] = person.children ?? [0, 0];
  return {
    civility: person.civility,
    surname: person.surname,
    name: person.name,
    birth_date: person.birth_date,
    birth_place: { city: person.born[0], country: choice(lookups, 'country', person.born[1]) },
    nationality: choice(lookups, 'nationality', person.nationality),
    nationality_status: choice(lookups, 'nationality_status', person.status),
    ...(person.validity !== undefined && { validity_end_date: addDays(lookups.today, person.validity) }),
    ...(person.france_entry && { france_entry: person.france_entry }),
    family_status: choice(lookups, 'family_status', person.family),
    children,
    children_charge,
    ...(person.tel && { tel: person.tel }),
    ...(person.email && { email: person.email }),
    actif: true,
    user_ref: userId(lookups, person.referent),
    antenna_id: required(lookups.antennaIds.get(person.antenna), `antenna ${person.antenna}`),
    first_meeting: day,
  };
}

/** The civil fields an edit sets, as the form would send them. */
function editedFields(set: DemoEdit, lookups: Lookups): Record<string, unknown> {
  return {
    ...(set.tel && { tel: set.tel }),
    ...(set.email && { email: set.email }),
    ...(set.birth_date && { birth_date: set.birth_date }),
    ...(set.family && { family_status: choice(lookups, 'family_status', set.family) }),
    ...(set.children && { children: set.children[0], children_charge: set.children[1] }),
    ...(set.status && { nationality_status: choice(lookups, 'nationality_status', set.status) }),
    ...(set.validity !== undefined && { validity_end_date: set.validity === null ? null : addDays(lookups.today, set.validity) }),
    ...(set.referent && { user_ref: userId(lookups, set.referent) }),
  };
}

/** Runs one action of the timeline as its author, on its day; records the file id of a creation. */
async function run(ctx: CommandContext, action: PlannedAction, files: Map<string, string>, lookups: Lookups): Promise<WriteResult> {
  const { step, day, person } = action;
  if (step.do === 'create') {
    const created = await createRecipient(ctx, newFile(person, day, lookups));
    files.set(personKey(person), created.recipientId);
    return created;
  }
  const id = required(files.get(personKey(person)), `file of ${personKey(person)}`);
  switch (step.do) {
    case 'comment':
      return addComment(ctx, { recipientId: id, field: 'civil', text: step.text });
    case 'edit': {
      // Like the form: the whole tab as loaded, and as edited.
      const civil = { ...(await loadAggregate(ctx, streams.recipient(id), recipientAggregate)).state.civil };
      return updateRecipient(ctx, id, {
        origin: civil,
        current: { ...civil, ...editedFields(step.set, lookups) },
        failOnConcurrent: false,
      });
    }
    case 'radiate':
      return radiateRecipient(ctx, id, {
        on: day,
        radiation_reason: choice(lookups, 'radiation_reasons', step.reason),
        radiation_status: choice(lookups, 'radiation_status', step.status),
      });
    case 'renew':
      return unradiateRecipient(ctx, id, { on: day });
    case 'transfer':
      return transferRecipient(ctx, id, {
        toAntennaId: required(lookups.antennaIds.get(step.to), `antenna ${step.to}`),
        userRef: userId(lookups, step.referent),
      });
    case 'justice':
      return setJusticePeriod(ctx, id, {
        start: addDays(day, step.start),
        end: addDays(day, step.end),
        organism_id: required(lookups.organismIds.get(step.organism), `organism ${step.organism}`),
      });
    case 'mail':
      return setMailRedirection(ctx, id, step.text);
    default: {
      const unexpected: never = step;
      return unexpected;
    }
  }
}

/** The actors of the demo users, as their own sign-in would build them. */
async function demoActors(ctx: CommandContext, userIds: Map<string, string>): Promise<Map<string, Actor>> {
  const actors = new Map<string, Actor>([['system', SYSTEM_ACTOR]]);
  for (const [login, id] of userIds)
    actors.set(login, actorOf(id, (await loadAggregate(ctx, streams.user(id), userAggregate)).state.profile));
  return actors;
}

/**
 * Seeds the demo recipient files through the ordinary commands: created by the server, then edited,
 * commented, radiated, renewed and transferred by the demo users, each action dated on its own day.
 */
export async function seedRecipients(
  ctx: CommandContext,
  ids: Omit<Lookups, 'today'>,
): Promise<{ files: Map<string, string>; position: bigint | null }> {
  const lookups: Lookups = { today: frenchDay(ctx.clock()), ...ids };
  const actors = await demoActors(ctx, ids.userIds);
  const files = new Map<string, string>();
  let position: bigint | null = null;
  for (const action of demoRecipientPlan(lookups.today)) {
    const actor = required(actors.get(action.step.by), `user ${action.step.by}`);
    const at = new Date(action.at);
    const result = await run({ ...ctx, actor, clock: () => at }, action, files, lookups);
    position = lastPosition(position, result.position);
  }
  return { files, position };
}
