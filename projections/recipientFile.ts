import { textOf } from '@domain/shared/text';
import type { DocStore } from './docStore';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import { notFound } from '@domain/shared/errors';
import type { Actor } from '@domain/users/actor';
import type { RecipientEvent } from '@domain/recipients/events';
import { describeEvent, displayPlain, referencedIds } from '@domain/recipients/history';
import type { ValueKind } from '@domain/recipients/slice';
import { fileAbilities, openFile, type FileAbilities } from '@domain/recipients/permissions';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { pendingMailCount } from '@domain/mails/rules';
import { meetingsSummary } from '@domain/meetings/totals';
import { justiceBadge, justiceNow, type JusticeNow } from '@domain/penal/periods';
import { frenchDay } from '@domain/shared/dates';
import { followingGroup, orientationGroup } from '@domain/contactLinks/orientation';
import { groupOf } from '@domain/recipients/fieldGroups';
import { cafGroup } from '@domain/resources/caf';
import { poleEmploiGroup, schoolLevelGroup } from '@domain/work/groups';
import { evolveRecipient, initialRecipientState, type RecipientState } from '@domain/recipients/state';
import { antennaNames } from './antennas';
import { choiceLabels } from './choices';
import { hotelNames } from './hotels';
import { organismNames } from './organisms';
import { contactNames } from './contacts';
import { ROOMS, type RoomDoc } from './rooms';
import { userNames } from './users';

// The file itself is read from its stream (always current, and foldable to any past instant);
// the lists around it come from read models.

const streamOf = (id: string) => `recipient-${id}`;

const fold = (events: RecordedEvent[]) =>
  events.reduce((state, event) => evolveRecipient(state, event as unknown as RecipientEvent & RecordedEvent), initialRecipientState);

/** The date of the file's latest meeting and the total of the aids its meetings handed out. */
function fileMeetingFigures(state: RecipientState) {
  const { last_meeting, help_total, help_total_high } = meetingsSummary(Object.values(state.meetings));
  return { last_meeting, help_total, help_total_high };
}

/** The file as the API returns it. */
function view(id: string, state: RecipientState) {
  return {
    _id: id,
    file_number: state.file_number,
    file_id: state.file_number,
    created_on: state.created_on,
    ...state.civil,
    ...state.status,
    // The Situation pénale tab's switch, sid infos and condamnations.
    ...state.penal,
    // Folded with the file, so a past state of it counts the mails that waited then.
    pending_mails: pendingMailCount(state.mails),
    // The Entretiens tab's figures, folded with the file too.
    ...fileMeetingFigures(state),
    // The boxes the Contacts, Formation/Emploi and Ressources tabs save on the file (each has its own call too).
    ...groupOf(orientationGroup, state),
    ...groupOf(followingGroup, state),
    ...groupOf(schoolLevelGroup, state),
    ...groupOf(poleEmploiGroup, state),
    ...groupOf(cafGroup, state),
  };
}

/**
 * The file as the screens read it: with the name of the organism following its justice period, the
 * justice the header shows (its own period, else the follow-up running that day) and its badge, and
 * what the reader may do with it.
 */
export type RecipientView = ReturnType<typeof view> & {
  justice_organism: string | null;
  justice: JusticeNow | null;
  justice_badge: string;
  abilities: FileAbilities;
};

/** The file named; day is the one the header's justice is judged on (without it, only the file's own period counts). */
async function named(docs: DocStore, actor: Actor, id: string, state: RecipientState, day?: string): Promise<RecipientView> {
  const file = view(id, state);
  const follows = day ? Object.values(state.follows) : [];
  const names = await organismNames(docs, [file.justice_organism_id, ...follows.map((f) => f.organism_id)]);
  const organism = file.justice_organism_id ? (names.get(file.justice_organism_id) ?? null) : null;
  const justice = justiceNow(
    { start: file.justice_start_date, end: file.justice_end_date, organism },
    follows.map((f) => ({ ...f, organism: names.get(f.organism_id) ?? null })),
    day ?? '',
  );
  return { ...file, justice_organism: organism, justice, justice_badge: justiceBadge(justice), abilities: fileAbilities(actor) };
}

/** The file the actor may open (its state folded from the stream), or 404 / 403. */
export async function openRecipientFile(store: EventStore, actor: Actor, id: string): Promise<RecipientState> {
  return openFile(fold(await store.readStream(streamOf(id))), actor);
}

/** The file the actor may open, as it is now (its header judged on today) or as it was at an instant (the actor's access is judged on the file as it is now). */
export async function loadRecipientFile(
  store: EventStore,
  docs: DocStore,
  actor: Actor,
  id: string,
  asOf?: string,
  today?: string,
): Promise<RecipientView> {
  const events = await store.readStream(streamOf(id));
  const now = openFile(fold(events), actor);
  if (!asOf) return named(docs, actor, id, now, today);
  const past = fold(events.filter((event) => event.meta.at <= asOf));
  if (!past.exists) throw notFound(RECIPIENT_MESSAGES.notYetFiled);
  // A past state shows the follow-up that ran on that day.
  return named(docs, actor, id, past, frenchDay(new Date(asOf)));
}

/** One page of a file's history, newest first, every id shown as its label or name. */
export async function recipientHistory(store: EventStore, docs: DocStore, actor: Actor, id: string, page: number, perPage: number) {
  const events = await store.readStream(streamOf(id));
  openFile(fold(events), actor);
  const newestFirst = [...events].reverse();
  const pageEvents = newestFirst.slice(page * perPage, (page + 1) * perPage) as unknown as (RecipientEvent & RecordedEvent)[];
  const ids = pageEvents.flatMap(referencedIds);
  const of = (kind: ValueKind) => ids.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [choices, users, antennas, authors, hotels, rooms, organisms, contacts] = await Promise.all([
    choiceLabels(docs, of('choice')),
    userNames(docs, of('user')),
    antennaNames(docs, of('antenna')),
    userNames(
      docs,
      pageEvents.map((event) => event.meta.userId),
    ),
    hotelNames(docs, of('hotel')),
    docs.collection<RoomDoc>(ROOMS).getMany(of('room').filter(Boolean)),
    organismNames(docs, of('organism')),
    contactNames(docs, of('contact')),
  ]);
  const roomNumbers = new Map(rooms.map((room) => [room._id, room.number]));
  const person = (user?: { surname: string; name: string }) => (user ? `${user.surname} ${user.name.toUpperCase()}` : undefined);
  const names: Partial<Record<ValueKind, (key: string) => string | undefined>> = {
    choice: (key) => choices.get(key),
    user: (key) => person(users.get(key)),
    antenna: (key) => antennas.get(key),
    hotel: (key) => hotels.get(key)?.name,
    room: (key) => roomNumbers.get(key),
    organism: (key) => organisms.get(key),
    contact: (key) => contacts.get(key),
  };
  const display = (kind: ValueKind, value: unknown) => names[kind]?.(textOf(value)) ?? displayPlain(kind, value);
  const entries = pageEvents.map((event) => ({
    position: String(event.position),
    at: event.meta.at,
    user: authors.get(event.meta.userId) ?? {
      surname: '',
      name: event.meta.userId === 'system' ? RECIPIENT_MESSAGES.systemAuthor : RECIPIENT_MESSAGES.unknownAuthor,
    },
    type: event.type,
    ...describeEvent(event, display),
  }));
  return { entries, total: events.length };
}
