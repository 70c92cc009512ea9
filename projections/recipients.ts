import type { DocSession, DocStore, Filter } from './docStore';
import { occupancyEnd } from '@domain/housings/figures';
import { applyChanges } from '@domain/shared/changes';
import { normalizeText } from '@domain/shared/text';
import { hasRights, type Actor } from '@domain/users/actor';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientCivil } from '@domain/recipients/fields';
import { antennaNames } from './antennas';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A row of the recipients list; dom comes with domiciliations, housed is judged on the day from the latest stay. */
export interface RecipientRow {
  _id: string;
  file_number: number;
  civility: string | null;
  name: string;
  surname: string;
  surname2: string | null;
  birth_date: string;
  antenna_id: string;
  user_ref: string | null;
  actif: boolean;
  radiated: boolean;
  first_meeting: string | null;
  last_meeting: string | null;
  dom: boolean;
  /** The charity's stays of the file (own rooms and emergency hotels), nights from start to end (excluded). */
  stays: { id: string; start: string; end_date: string | null; free_end_date: string | null }[];
  /** The latest stay, which tells whether the person is housed on a given day. */
  housed_from: string | null;
  housed_until: string | null;
  name_key: string;
  surname_key: string;
}

const RECIPIENTS = 'recipients';
const key = (value: string | null | undefined) => normalizeText(value ?? '');

function fromCivil(id: string, fileNumber: number, civil: RecipientCivil, previous?: RecipientRow): RecipientRow {
  return {
    _id: id,
    file_number: fileNumber,
    civility: civil.civility ?? null,
    name: civil.name,
    surname: civil.surname,
    surname2: civil.surname2 ?? null,
    birth_date: civil.birth_date,
    antenna_id: civil.antenna_id,
    user_ref: civil.user_ref ?? null,
    actif: civil.actif,
    radiated: previous?.radiated ?? false,
    first_meeting: civil.first_meeting ?? null,
    last_meeting: previous?.last_meeting ?? null,
    dom: previous?.dom ?? false,
    stays: previous?.stays ?? [],
    housed_from: previous?.housed_from ?? null,
    housed_until: previous?.housed_until ?? null,
    name_key: key(civil.name),
    surname_key: key(civil.surname),
  };
}

export const recipientsProjection: Projection = {
  name: 'recipients',
  version: 2,
  // An antenna's files come already ordered by number: the default list of every volunteer.
  collections: [
    {
      name: RECIPIENTS,
      indexes: [
        'file_number',
        'antenna_id',
        ['antenna_id', 'file_number'],
        'name_key',
        'surname_key',
        'birth_date',
        'user_ref',
        'dom',
        'housed_from',
        'housed_until',
        'radiated',
      ],
    },
  ],
  handles: handlers<RecipientEvent>({
    async RecipientCreated(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).put(fromCivil(idOf(event.streamId), event.data.file_number, event.data.recipient));
    },
    async RecipientCivilDataChanged(event, tx) {
      const rows = tx.collection<RecipientRow>(RECIPIENTS);
      const row = await rows.get(idOf(event.streamId));
      if (row) await rows.put(fromCivil(row._id, row.file_number, applyChanges(row as unknown as RecipientCivil, event.data.changes), row));
    },
    async RecipientRadiated(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).patch(idOf(event.streamId), { radiated: true });
    },
    async RecipientUnradiated(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).patch(idOf(event.streamId), { radiated: false });
    },
    async RecipientTransferred(event, tx) {
      await tx.collection<RecipientRow>(RECIPIENTS).patch(idOf(event.streamId), { antenna_id: event.data.to_antenna_id });
    },
    async RecipientDeleted(event, tx) {
      await tx.collection(RECIPIENTS).delete(idOf(event.streamId));
    },
    async HousingAdded(event, tx) {
      const { housing } = event.data;
      if (housing.housing_type !== 'hors' && housing.start_date) {
        await setStay(tx, idOf(event.streamId), event.data.housing_id, {
          start: housing.start_date,
          end_date: housing.end_date ?? null,
          free_end_date: housing.free_end_date ?? null,
        });
      }
    },
    async HousingChanged(event, tx) {
      const row = await tx.collection<RecipientRow>(RECIPIENTS).get(idOf(event.streamId));
      const stay = row?.stays.find((s) => s.id === event.data.housing_id);
      if (!stay) return;
      const next = applyChanges({ start_date: stay.start, end_date: stay.end_date, free_end_date: stay.free_end_date }, event.data.changes);
      await setStay(tx, idOf(event.streamId), stay.id, {
        start: next.start_date,
        end_date: next.end_date,
        free_end_date: next.free_end_date,
      });
    },
    async HousingDeleted(event, tx) {
      await setStay(tx, idOf(event.streamId), event.data.housing_id, null);
    },
  }),
};

/** Records (or removes) a stay of a file, and which stay is the latest. */
async function setStay(
  tx: DocSession,
  recipientId: string,
  housingId: string,
  stay: Omit<RecipientRow['stays'][number], 'id'> | null,
): Promise<void> {
  const rows = tx.collection<RecipientRow>(RECIPIENTS);
  const row = await rows.get(recipientId);
  if (!row) return;
  const stays = [...(row.stays ?? []).filter((s) => s.id !== housingId), ...(stay ? [{ id: housingId, ...stay }] : [])].sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  const latest = stays[stays.length - 1];
  await rows.put({ ...row, stays, housed_from: latest?.start ?? null, housed_until: latest ? occupancyEnd(latest) : null });
}

/** Filters of the recipients list (part 1, section 7). */
export interface RecipientFilter {
  domiciliation?: 'Oui' | 'Non';
  housed?: 'Oui' | 'Non';
  birth_date?: string;
  file_number?: string;
  name?: string;
  surname?: string;
  user?: string;
  antenna_id?: string;
  sortBy?: 'file_number' | 'name' | 'surname' | 'birth_date' | 'first_meeting' | 'last_meeting';
  sortDesc?: boolean;
}

/** Housed on a day: the latest stay has begun and has not ended (an open stay has no end yet). */
const housedOn = (today: string): Filter => ({
  housed_from: { $lte: today },
  $or: [{ housed_until: null }, { housed_until: { $gt: today } }],
});
const notHousedOn = (today: string): Filter => ({
  $or: [{ housed_from: null }, { housed_from: { $gt: today } }, { housed_until: { $lte: today } }],
});
const isHoused = (from: string | null, until: string | null, today: string) => !!from && from <= today && (!until || until > today);

const SORT_COLUMNS: Record<NonNullable<RecipientFilter['sortBy']>, string> = {
  file_number: 'file_number',
  name: 'name_key',
  surname: 'surname_key',
  birth_date: 'birth_date',
  first_meeting: 'first_meeting',
  last_meeting: 'last_meeting',
};

/** Names starting with the typed text, accents and case aside (an indexed range). */
const startsWith = (text: string) => ({ $gte: key(text), $lt: `${key(text)}\uffff` });

function where(actor: Actor, filter: RecipientFilter, today: string): Filter {
  const clauses: Filter = {};
  // user_relative restricts a user to the files of their antenna, in lists as when opening a file.
  const antenna = hasRights(actor, 'user_relative') ? actor.antenna_id : filter.antenna_id;
  if (antenna) clauses.antenna_id = antenna;
  if (filter.domiciliation) clauses.dom = filter.domiciliation === 'Oui';
  if (filter.housed) clauses.$and = [filter.housed === 'Oui' ? housedOn(today) : notHousedOn(today)];
  if (filter.birth_date) clauses.birth_date = filter.birth_date;
  if (filter.user) clauses.user_ref = filter.user;
  if (filter.name) clauses.name_key = startsWith(filter.name);
  if (filter.surname) clauses.surname_key = startsWith(filter.surname);
  if (filter.file_number) {
    // Only the part after a dot is the number ('69.1234' reads 1234).
    const number = Number(filter.file_number.split('.').pop());
    clauses.file_number = Number.isInteger(number) ? number : -1;
  }
  return clauses;
}

/** One page of the recipients list, with antenna and referent names. */
export async function listRecipients(docs: DocStore, actor: Actor, filter: RecipientFilter, page: number, perPage: number, today: string) {
  const column = SORT_COLUMNS[filter.sortBy ?? 'file_number'];
  const descending = filter.sortBy ? (filter.sortDesc ?? false) : true;
  const { items, total } = await docs
    .collection<RecipientRow>(RECIPIENTS)
    .find({ where: where(actor, filter, today), sort: [[column, descending ? -1 : 1]], skip: page * perPage, limit: perPage });
  const antennas = await antennaNames(
    docs,
    items.map((r) => r.antenna_id),
  );
  const referents = await userNames(
    docs,
    items.map((r) => r.user_ref),
  );
  const rows = items.map(({ name_key: _n, surname_key: _s, stays: _stays, housed_from, housed_until, ...row }) => ({
    ...row,
    housed: isHoused(housed_from, housed_until, today),
    file_id: row.file_number,
    antenna_name: antennas.get(row.antenna_id) ?? null,
    referent: row.user_ref ? (referents.get(row.user_ref) ?? null) : null,
  }));
  return { rows, total };
}
