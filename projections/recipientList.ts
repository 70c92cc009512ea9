import type { DocStore, FieldOps, Filter } from './docStore';
import { isHelpTotalHigh } from '@domain/meetings/totals';
import type { Actor } from '@domain/users/actor';
import { countedInAntenna } from './antennaCounts';
import { antennaNames } from './antennas';
import { filesInScope } from './openedFile';
import { namesCounted, RECIPIENT_COUNTS } from './recipientCounts';
import {
  ANTENNA_FILE_NUMBER_WALK,
  DOMICILIATIONS,
  FILE_NUMBER_WALK,
  holdsDay,
  key,
  RECIPIENTS,
  STAYS,
  type DomiciliationPeriod,
  type RecipientRow,
  type StayDoc,
} from './recipients';
import { userNames } from './users';

// The recipients list (docs/screens.md, 'Recipients list'): its filters, its sorts and a page of its rows, from the recipients
// projection's read models.

/** Filters of the recipients list. */
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

/** The files with a stay current on the day (isCurrent of domain/housings/figures.ts, as a filter). */
async function housedOn(docs: DocStore, today: string): Promise<string[]> {
  const { items } = await docs.collection<StayDoc>(STAYS).find({
    where: { start_date: { $lte: today }, $or: [{ last_day: null }, { last_day: { $gte: today } }] },
    select: ['recipient_id'],
  });
  return [...new Set(items.map((stay) => stay.recipient_id))];
}

/** The files with an own domiciliation valid on the day. */
async function domiciledOn(docs: DocStore, today: string): Promise<string[]> {
  const { items } = await docs.collection<DomiciliationPeriod>(DOMICILIATIONS).find({
    where: { start_date: { $lte: today }, end_date: { $gte: today } },
    select: ['recipient_id'],
  });
  return [...new Set(items.map((period) => period.recipient_id))];
}

/**
 * The columns of each order. Files of one name follow by number: their index holds it, so a page is read in
 * order from it, where ties left to the ids would be sorted a whole name at a time.
 */
const SORT_COLUMNS: Record<NonNullable<RecipientFilter['sortBy']>, string[]> = {
  file_number: ['file_number'],
  name: ['name_key', 'file_number'],
  surname: ['surname_key', 'file_number'],
  birth_date: ['birth_date'],
  first_meeting: ['first_meeting'],
  last_meeting: ['last_meeting'],
};

/** Names starting with the typed text, accents and case aside (an indexed range). */
const startsWith = (text: string) => ({ $gte: key(text), $lt: `${key(text)}\uffff` });

/** The clauses of the filter, within the files the reader may open; null when they may open none. */
async function where(docs: DocStore, actor: Actor, filter: RecipientFilter, today: string): Promise<Filter | null> {
  // The files a reader may open, in lists as when opening a file: user_relative binds them to their antenna's.
  const scope = filesInScope({ actor });
  if (!scope) return null;
  const clauses: Filter = { ...scope };
  if (!clauses.antenna_id && filter.antenna_id) clauses.antenna_id = filter.antenna_id;
  // Both flags are judged on the day, so each narrows the files by id: one condition each, both holding.
  const byId: Filter[] = [];
  const among = async (value: 'Oui' | 'Non', ids: Promise<string[]>) =>
    byId.push({ _id: value === 'Oui' ? { $in: await ids } : { $nin: await ids } });
  if (filter.domiciliation) await among(filter.domiciliation, domiciledOn(docs, today));
  if (filter.housed) await among(filter.housed, housedOn(docs, today));
  if (byId.length > 0) clauses.$and = byId;
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

/**
 * The files matching the clauses: filtered on nothing but the antenna, its count; on a name or a surname besides,
 * the count of the names that match; else the rows, counted.
 */
async function totalOf(docs: DocStore, clauses: Filter, antenna: string | undefined, files: number): Promise<number> {
  const fields = Object.keys(clauses).filter((field) => field !== 'antenna_id');
  if (fields.length === 0) return files;
  if (fields.length === 1 && (fields[0] === 'name_key' || fields[0] === 'surname_key'))
    return namesCounted(docs, antenna, fields[0] === 'name_key' ? 'name' : 'surname', clauses[fields[0]] as FieldOps);
  return (await docs.collection(RECIPIENTS).find({ where: clauses, limit: 0 })).total;
}

/** What a row of the list shows or is judged on: its fields read as columns, a page's name keys never parsed. */
const LISTED = [
  'file_number',
  'civility',
  'name',
  'surname',
  'surname2',
  'birth_date',
  'antenna_id',
  'user_ref',
  'actif',
  'radiated',
  'first_meeting',
  'last_meeting',
  'help_total',
  'stays',
  'domiciliations',
] as const satisfies readonly (keyof RecipientRow)[];
type ListedRow = Pick<RecipientRow, '_id' | (typeof LISTED)[number]>;

/** One page of the recipients list, with antenna and referent names. */
export async function listRecipients(docs: DocStore, actor: Actor, filter: RecipientFilter, page: number, perPage: number, today: string) {
  const columns = SORT_COLUMNS[filter.sortBy ?? 'file_number'];
  const descending = filter.sortBy ? (filter.sortDesc ?? false) : true;
  const clauses = await where(docs, actor, filter, today);
  if (!clauses) return { rows: [], total: 0 };
  const antenna = clauses.antenna_id as string | undefined;
  const files = await countedInAntenna(docs, RECIPIENT_COUNTS, antenna);
  const total = await totalOf(docs, clauses, antenna, files);
  // Walking the files by number finds a page reading about (skip + limit) × files / total rows; gathering the matches
  // through a name's index sorts all of them: the walk wins when many files match (a few letters of a common name).
  const walk = columns[0] === 'file_number' && (page + 1) * perPage * files < total * total;
  const { items } = await docs.collection<ListedRow>(RECIPIENTS).find({
    where: clauses,
    // Ties go by id in the list's direction, as the walks by number and the names' indexes hold them.
    sort: [...columns, '_id'].map((column) => [column, descending ? -1 : 1]),
    select: LISTED,
    skip: page * perPage,
    limit: perPage,
    total: false,
    ...(walk && { index: antenna === undefined ? FILE_NUMBER_WALK : ANTENNA_FILE_NUMBER_WALK }),
  });
  const antennas = await antennaNames(
    docs,
    items.map((r) => r.antenna_id),
  );
  const referents = await userNames(
    docs,
    items.map((r) => r.user_ref),
  );
  // Each row's fields named one by one: copying a parsed document with rest and spread, its name keys left out,
  // took a tenth of the list's time.
  const rows = items.map((row) => ({
    _id: row._id,
    file_number: row.file_number,
    civility: row.civility,
    name: row.name,
    surname: row.surname,
    surname2: row.surname2,
    birth_date: row.birth_date,
    antenna_id: row.antenna_id,
    user_ref: row.user_ref,
    actif: row.actif,
    radiated: row.radiated,
    first_meeting: row.first_meeting,
    last_meeting: row.last_meeting,
    help_total: row.help_total,
    housed: holdsDay(row.stays, today),
    dom: holdsDay(row.domiciliations, today),
    file_id: row.file_number,
    help_total_high: isHelpTotalHigh(row.help_total),
    antenna_name: antennas.get(row.antenna_id) ?? null,
    referent: row.user_ref ? (referents.get(row.user_ref) ?? null) : null,
  }));
  return { rows, total };
}
