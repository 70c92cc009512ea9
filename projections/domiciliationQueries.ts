import type { DocStore, Filter } from './docStore';
import type { Actor } from '@domain/users/actor';
import { dashboardColour, dashboardSince, isValidOn } from '@domain/domiciliations/dates';
import { domiciliationAbilities } from '@domain/domiciliations/decide';
import { DOMICILIATION_MESSAGES } from '@domain/domiciliations/rules';
import { endsCounted } from './domiciliationEnds';
import { ANTENNA_REFERENT_ENDS, DOMICILIATIONS, REFERENT_ENDS, type DomiciliationDoc } from './domiciliations';
import { jsonArray, withFields } from './jsonText';
import { fileOfRecord, filesInScope, openedFile, openedRecord } from './openedFile';
import type { ReadContext } from './readContext';
import { findUser, userNames } from './users';

/** How the home table may be sorted (default: end date, soonest first). */
export const DOMICILIATION_SORTS = ['end_date', 'start_date'] as const;

/** Initials typed on the user's profile, else the first letters of their names. */
const initialsOf = (user: { surname: string; name: string; initials?: string | null }) =>
  user.initials || `${user.surname.charAt(0)}${user.name.charAt(0)}`.toUpperCase();

/** The referents' names and initials, deleted users included (by name only). */
async function referents(docs: DocStore, ids: (string | null | undefined)[]) {
  const distinct = [...new Set(ids.filter((id): id is string => !!id))];
  const [names, users] = await Promise.all([userNames(docs, distinct), Promise.all(distinct.map((id) => findUser(docs, id)))]);
  const initials = new Map(users.flatMap((user) => (user ? [[user._id, user.initials] as const] : [])));
  return new Map([...names].map(([id, name]) => [id, { ...name, initials: initialsOf({ ...name, initials: initials.get(id) }) }] as const));
}

/** What dayFields reads of a domiciliation. */
const DAY_PATHS = ['user_id', 'start_date', 'end_date', 'next'];
type DayPaths = Pick<DomiciliationDoc, 'user_id' | 'start_date' | 'end_date' | 'next'>;

/** The fields a domiciliation's row adds to it: its referent and the flags of the day, judged now from its stored dates and `next`. */
function dayFields(dom: DayPaths, today: string, users: Awaited<ReturnType<typeof referents>>, actor: Actor) {
  return {
    user: dom.user_id ? (users.get(dom.user_id) ?? null) : null,
    valid: isValidOn(dom, today),
    colour: dashboardColour(dom, dom.next ?? false, today),
    abilities: domiciliationAbilities(actor),
  };
}

/** A row of the home table as it is answered (parsed by a reader of its JSON text). */
export type DomiciliationDashboardRow = DomiciliationDoc & { next: boolean } & ReturnType<typeof dayFields>;

/** Domiciliations with their referent and the flags of the day (`next` false where none is stored). */
async function asRows(docs: DocStore, actor: Actor, items: DomiciliationDoc[], today: string) {
  const users = await referents(
    docs,
    items.map((dom) => dom.user_id),
  );
  // Set on the documents just parsed for this answer, not spread into copies (see housingQueries' asRows).
  return items.map((dom) => Object.assign(dom, { next: dom.next ?? false }, dayFields(dom, today, users, actor)));
}

/** The domiciliations of a file the reader may open, latest first. */
export async function domiciliationsOfFile(read: ReadContext, recipientId: string) {
  await openedFile(read, recipientId);
  const { items } = await read.docs.collection<DomiciliationDoc>(DOMICILIATIONS).find({
    where: { recipient_id: recipientId },
    sort: [['start_date', -1]],
  });
  return asRows(read.docs, read.actor, items, read.today);
}

/** The file a domiciliation belongs to (404 when there is none), for a write on it. */
export const fileOfDomiciliation = (docs: DocStore, id: string) => fileOfRecord(docs, DOMICILIATIONS, id, DOMICILIATION_MESSAGES.notFound);

/** One domiciliation as stored, to a reader who may open its file (what its attestation is made from). */
export const openedDomiciliation = (read: ReadContext, id: string) =>
  openedRecord<DomiciliationDoc>(read, DOMICILIATIONS, id, DOMICILIATION_MESSAGES.notFound);

/** One domiciliation as its modal reads it, to a reader who may open its file. */
export async function readDomiciliation(read: ReadContext, id: string) {
  const [row] = await asRows(read.docs, read.actor, [await openedDomiciliation(read, id)], read.today);
  return row;
}

/**
 * The home table 'Domiciliations arrivant à échéance': the domiciliations of a referent (the reader by
 * default) ending from DASHBOARD_ENDED_DAYS ago on, only those of the reader's antenna for user_relative.
 */
export async function domiciliationDashboard(
  docs: DocStore,
  actor: Actor,
  opts: {
    userId?: string;
    search?: string;
    page: number;
    perPage: number;
    sortBy?: (typeof DOMICILIATION_SORTS)[number];
    sortDesc?: boolean;
    today: string;
  },
) {
  const userId = opts.userId || actor.id;
  const ending = { $gte: dashboardSince(opts.today) };
  const antenna = filesInScope({ actor });
  if (!antenna) return { rows: jsonArray([]), total: 0 };
  const where: Filter = { user_id: userId, end_date: ending, ...antenna };
  if (opts.search) where.$text = opts.search;
  const sortBy = opts.sortBy ?? 'end_date';
  // By end date and not searched, the page comes in the order of the referent's index, ties by id included: named, its
  // first page is read by the statement that finds it (10 rows: 48 µs of SQL rather than 104 finding ids first).
  const walk = sortBy === 'end_date' && !opts.search;
  // The stored texts go out as they are, the row's fields after them (`next` too where none is stored).
  const found = await docs.collection<DomiciliationDoc>(DOMICILIATIONS).findWithJson({
    where,
    sort: [
      [sortBy, opts.sortDesc ? -1 : 1],
      ['_id', opts.sortDesc ? -1 : 1],
    ],
    skip: opts.page * opts.perPage,
    limit: opts.perPage,
    total: !!opts.search,
    select: DAY_PATHS,
    ...(walk && { index: antenna.antenna_id === undefined ? REFERENT_ENDS : ANTENNA_REFERENT_ENDS }),
  });
  const users = await referents(
    docs,
    found.items.map(({ doc }) => doc.user_id),
  );
  const rows = jsonArray(
    found.items.map(({ json, doc }) =>
      withFields(json, { ...(typeof doc.next !== 'boolean' && { next: false }), ...dayFields(doc, opts.today, users, actor) }),
    ),
  );
  // Searched, the rows found are counted; else the referent's end dates are summed (projections/domiciliationEnds.ts).
  const total = opts.search ? found.total : await endsCounted(docs, { user_id: userId, end_date: ending, ...antenna });
  return { rows, total };
}
