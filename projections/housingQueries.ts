import type { DocStore, Filter } from './docStore';
import type { Actor } from '@domain/users/actor';
import type { HousingKind } from '@domain/housings/fields';
import { isCurrent, isOverdue } from '@domain/housings/figures';
import { HOUSING_MESSAGES } from '@domain/housings/rules';
import { countedInAntenna } from './antennaCounts';
import { choiceLabels } from './choices';
import {
  ANTENNA_STARTS,
  DATE_WALKS,
  HOUSING_COUNTS,
  HOUSING_HELPS,
  HOUSINGS,
  REFERENT_STAYS,
  type HousingDoc,
  type HousingHelpDoc,
} from './housings';
import { jsonArray, withFields } from './jsonText';
import { filesInScope, fileOfRecord, openedFile, openedRecord } from './openedFile';
import type { ReadContext } from './readContext';
import { userNames } from './users';

/** How a housings list may be sorted (default: start date, newest first). */
export const HOUSING_SORTS = [
  'start_date',
  'end_date',
  'free_end_date',
  'nights',
  'price',
  'total_price',
  'total_payment',
  'solde',
] as const;
export type HousingSort = (typeof HOUSING_SORTS)[number];

/** The names a page of rows shows: referents by user id, natures (of outside housings) by reference-list id. */
interface RowNames {
  referents: Map<string, { surname: string; name: string }>;
  natures: Map<string, string>;
}

/**
 * What a housing's row adds to it: the flags of the day, overdue and current, its referent's name and the label of
 * its nature (a reference-list entry, the column the outside housings show).
 */
const dayFields = (
  housing: Pick<HousingDoc, 'user_id' | 'start_date' | 'end_date' | 'free_end_date' | 'nature'>,
  today: string,
  names: RowNames,
) => ({
  overdue: isOverdue(housing, today),
  current: isCurrent(housing, today),
  user: housing.user_id ? (names.referents.get(housing.user_id) ?? null) : null,
  nature_label: housing.nature ? (names.natures.get(housing.nature) ?? null) : null,
});

/** A row of the housings lists, as their JSON text holds it. */
export type HousingRow = HousingDoc & ReturnType<typeof dayFields>;

/** The paths dayFields reads. */
const DAY_PATHS = ['user_id', 'start_date', 'end_date', 'free_end_date', 'nature'];

/** The names the rows of these stays show (only outside housings have a nature: most pages look up none). */
async function rowNames(docs: DocStore, items: Pick<HousingDoc, 'user_id' | 'nature'>[]): Promise<RowNames> {
  const [referents, natures] = await Promise.all([
    userNames(
      docs,
      items.map((h) => h.user_id),
    ),
    choiceLabels(
      docs,
      items.map((h) => h.nature),
    ),
  ]);
  return { referents, natures };
}

/** Housings with the fields of their rows. */
async function asRows(docs: DocStore, items: HousingDoc[], today: string) {
  const names = await rowNames(docs, items);
  // The fields are set on the documents just parsed for this answer: spreading each into a copy cost 95 µs for 20
  // stays against 2 (25 fields with nested objects), a fifth of the housings list's time when it was built so.
  return items.map((housing) => Object.assign(housing, dayFields(housing, today, names)));
}

/** The housings of a file the reader may open (of one kind when given), newest first. */
export async function housingsOfFile(read: ReadContext, recipientId: string, kind?: HousingKind) {
  await openedFile(read, recipientId);
  const where: Filter = { recipient_id: recipientId };
  if (kind) where.housing_type = kind;
  const { items } = await read.docs.collection<HousingDoc>(HOUSINGS).find({ where, sort: [['start_date', -1]] });
  return asRows(read.docs, items, read.today);
}

/** The file a housing belongs to (404 when there is none), for a write on it. */
export const fileOfHousing = (docs: DocStore, id: string) => fileOfRecord(docs, HOUSINGS, id, HOUSING_MESSAGES.notFound);

/** One housing as its file's tab lists it, to a reader who may open that file. */
export async function readHousing(read: ReadContext, id: string) {
  const housing = await openedRecord<HousingDoc>(read, HOUSINGS, id, HOUSING_MESSAGES.notFound);
  return (await asRows(read.docs, [housing], read.today))[0];
}

/** The file a housing application belongs to (404 when there is none), for a write on it. */
export const fileOfHousingHelp = (docs: DocStore, id: string) => fileOfRecord(docs, HOUSING_HELPS, id, HOUSING_MESSAGES.helpNotFound);

/** One housing application, to a reader who may open its file. */
export const readHousingHelp = (read: ReadContext, id: string) =>
  openedRecord<HousingHelpDoc>(read, HOUSING_HELPS, id, HOUSING_MESSAGES.helpNotFound);

/** The housing applications of a file the reader may open. */
export async function housingHelpsOfFile(read: ReadContext, recipientId: string): Promise<HousingHelpDoc[]> {
  await openedFile(read, recipientId);
  const { items } = await read.docs
    .collection<HousingHelpDoc>(HOUSING_HELPS)
    .find({ where: { recipient_id: recipientId }, sort: [['ask_date', -1]] });
  return items;
}

interface Page {
  page: number;
  perPage: number;
  sortBy?: HousingSort;
  sortDesc?: boolean;
  today: string;
}

/**
 * The index whose order a page comes in, its filter an equality on the index's first fields: named, a first page is
 * read by the statement that finds it rather than found by ids then read by id (the first page of every stay among
 * 6,600: 84 µs of SQL rather than 191). Else the store chooses.
 */
function walkedIndex(where: Filter, sortBy: HousingSort): string[] | undefined {
  const fields = Object.keys(where).sort().join();
  if (fields === '' && sortBy in DATE_WALKS) return DATE_WALKS[sortBy as keyof typeof DATE_WALKS];
  if (sortBy !== 'start_date') return undefined;
  if (fields === 'antenna_id') return ANTENNA_STARTS;
  return fields === 'antenna_id,free_end_date,user_id' ? REFERENT_STAYS : undefined;
}

async function housingPage(docs: DocStore, where: Filter, opts: Page) {
  const descending = opts.sortBy ? (opts.sortDesc ?? false) : true;
  const sortBy = opts.sortBy ?? 'start_date';
  const index = walkedIndex(where, sortBy);
  // Narrowed by nothing but the antenna, the total is the stays counted per antenna rather than every row counted.
  const counted = Object.keys(where).every((field) => field === 'antenna_id');
  // The stays' stored texts go out as they are, the row's fields after them: a page of 20 stays is 14 KB of JSON.
  const { items, total } = await docs.collection<HousingDoc>(HOUSINGS).findWithJson({
    where,
    sort: [
      [sortBy, descending ? -1 : 1],
      ['_id', descending ? -1 : 1],
    ],
    skip: opts.page * opts.perPage,
    limit: opts.perPage,
    total: !counted,
    select: DAY_PATHS,
    ...(index && { index }),
  });
  const names = await rowNames(
    docs,
    items.map(({ doc }) => doc),
  );
  const rows = jsonArray(items.map(({ json, doc }) => withFields(json, dayFields(doc, opts.today, names))));
  return { rows, total: counted ? await countedInAntenna(docs, HOUSING_COUNTS, where.antenna_id as string | undefined) : total };
}

/** What both housings lists may be narrowed by: a kind of stay, a referent, the top-bar search. */
export interface HousingFilter {
  kind?: HousingKind;
  user?: string;
  search?: string;
}

/**
 * The one rule of both lists (GET /housings and the home dashboard): stays of every kind, only those of
 * the reader's antenna for user_relative, narrowed by the filter. The dashboard is this list for its
 * reader as referent, less the stays already freed.
 */
function visibleStays(actor: Actor, filter: HousingFilter): Filter | null {
  const scope = filesInScope({ actor });
  if (!scope) return null;
  const where: Filter = { ...scope };
  if (filter.kind) where.housing_type = filter.kind;
  if (filter.user) where.user_id = filter.user;
  if (filter.search) where.$text = filter.search;
  return where;
}

/** The page of a reader who may open no file. */
const NO_STAYS = { rows: jsonArray([]), total: 0 };

/** The housings list: every stay the reader may see, by kind, referent and search, sorted and paged. */
export async function listHousings(docs: DocStore, actor: Actor, opts: Page & HousingFilter) {
  const where = visibleStays(actor, opts);
  return where ? housingPage(docs, where, opts) : NO_STAYS;
}

/** The home dashboard 'Hébergements en cours': the list's stays of which the reader is the referent, not freed yet. */
export async function housingDashboard(docs: DocStore, actor: Actor, opts: Page & Pick<HousingFilter, 'search'>) {
  const where = visibleStays(actor, { search: opts.search, user: actor.id });
  return where ? housingPage(docs, { ...where, free_end_date: null }, opts) : NO_STAYS;
}
