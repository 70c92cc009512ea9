import type { DocStore, Filter } from './docStore';
import { notFound } from '@domain/shared/errors';
import { hasRights, type Actor } from '@domain/users/actor';
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

/** The housings of a file (of one kind when given), newest first. */
export async function housingsOfRecipient(docs: DocStore, recipientId: string, kind: HousingKind | undefined, today: string) {
  const where: Filter = { recipient_id: recipientId };
  if (kind) where.housing_type = kind;
  const { items } = await docs.collection<HousingDoc>(HOUSINGS).find({ where, sort: [['start_date', -1]] });
  return asRows(docs, items, today);
}

/** One housing (the caller checks access to its file). */
export async function findHousing(docs: DocStore, id: string): Promise<HousingDoc> {
  const housing = await docs.collection<HousingDoc>(HOUSINGS).get(id);
  if (!housing) throw notFound(HOUSING_MESSAGES.notFound);
  return housing;
}

/** One housing application (the caller checks access to its file). */
export async function findHousingHelp(docs: DocStore, id: string): Promise<HousingHelpDoc> {
  const help = await docs.collection<HousingHelpDoc>(HOUSING_HELPS).get(id);
  if (!help) throw notFound(HOUSING_MESSAGES.helpNotFound);
  return help;
}

/** The housing applications of a file. */
export async function housingHelpsOfRecipient(docs: DocStore, recipientId: string): Promise<HousingHelpDoc[]> {
  return (await docs.collection<HousingHelpDoc>(HOUSING_HELPS).find({ where: { recipient_id: recipientId }, sort: [['ask_date', -1]] }))
    .items;
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
function visibleStays(actor: Actor, filter: HousingFilter): Filter {
  const where: Filter = {};
  if (filter.kind) where.housing_type = filter.kind;
  if (filter.user) where.user_id = filter.user;
  if (filter.search) where.$text = filter.search;
  if (hasRights(actor, 'user_relative')) where.antenna_id = actor.antenna_id;
  return where;
}

/** The housings list: every stay the reader may see, by kind, referent and search, sorted and paged. */
export function listHousings(docs: DocStore, actor: Actor, opts: Page & HousingFilter) {
  return housingPage(docs, visibleStays(actor, opts), opts);
}

/** The home dashboard 'Hébergements en cours': the list's stays of which the reader is the referent, not freed yet. */
export function housingDashboard(docs: DocStore, actor: Actor, opts: Page & Pick<HousingFilter, 'search'>) {
  return housingPage(docs, { ...visibleStays(actor, { search: opts.search, user: actor.id }), free_end_date: null }, opts);
}
