import type { DocStore, Filter } from '../infra/docstore/port';
import { applyChanges } from '../domain/shared/changes';
import { normalizeText } from '../domain/shared/text';
import { hasRights, type Actor } from '../domain/users/actor';
import type { RecipientEvent } from '../domain/recipients/events';
import type { RecipientCivil } from '../domain/recipients/fields';
import { antennaNames } from './antennas';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A row of the recipients list; dom and housed are filled by the domiciliation and housing read models. */
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
  housed: boolean;
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
    housed: previous?.housed ?? false,
    name_key: key(civil.name),
    surname_key: key(civil.surname),
  };
}

export const recipientsProjection: Projection = {
  name: 'recipients',
  version: 1,
  collections: [{ name: RECIPIENTS, indexes: ['file_number', 'antenna_id', 'name_key', 'surname_key', 'birth_date', 'user_ref', 'dom', 'housed', 'radiated'] }],
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
  }),
};

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

function where(actor: Actor, filter: RecipientFilter): Filter {
  const clauses: Filter = {};
  // user_relative restricts a user to the files of their antenna, in lists as when opening a file.
  const antenna = hasRights(actor, 'user_relative') ? actor.antenna_id : filter.antenna_id;
  if (antenna) clauses.antenna_id = antenna;
  if (filter.domiciliation) clauses.dom = filter.domiciliation === 'Oui';
  if (filter.housed) clauses.housed = filter.housed === 'Oui';
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
export async function listRecipients(docs: DocStore, actor: Actor, filter: RecipientFilter, page: number, perPage: number) {
  const column = SORT_COLUMNS[filter.sortBy ?? 'file_number'];
  const descending = filter.sortBy ? (filter.sortDesc ?? false) : true;
  const { items, total } = await docs.collection<RecipientRow>(RECIPIENTS).find({ where: where(actor, filter), sort: [[column, descending ? -1 : 1]], skip: page * perPage, limit: perPage });
  const antennas = await antennaNames(docs, items.map((r) => r.antenna_id));
  const referents = await userNames(docs, items.map((r) => r.user_ref));
  const rows = items.map(({ name_key: _n, surname_key: _s, ...row }) => ({
    ...row,
    file_id: row.file_number,
    antenna_name: antennas.get(row.antenna_id) ?? null,
    referent: row.user_ref ? (referents.get(row.user_ref) ?? null) : null,
  }));
  return { rows, total };
}
