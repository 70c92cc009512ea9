import type { Collection, Doc, Filter, FindQuery } from '../docStore';
import { Days, monthSpans, type MonthSpan } from './periods';

// How reports read facts without holding them all: a month of an indexed date at a time, or pages of a query.

const PAGE = 500;

/**
 * Runs fn on the documents whose `field` (an indexed YYYY-MM-DD date) falls within the days, one month at a time in
 * date order; `where` narrows them further (an antenna).
 */
export async function eachMonthWindow<T extends Doc>(
  collection: Collection<T>,
  query: { where?: FindQuery['where']; select?: string[] },
  field: string,
  days: Days,
  fn: (span: MonthSpan, docs: T[]) => void | Promise<void>,
): Promise<void> {
  for (const span of monthSpans(days)) {
    const where = { ...query.where, [field]: { $gte: span.first, $lte: span.last } };
    const { items } = await collection.find({ where, sort: [[field, 1]], ...(query.select && { select: query.select }) });
    await fn(span, items);
  }
}

/**
 * Runs fn on the documents a query finds, PAGE at a time (for what no date range narrows, such as records still
 * open). Without a sort, pages follow the ids (each page starts after the last id seen: no page rereads the ones
 * before it); with one, they are taken by offset in that order.
 */
export async function eachBatch<T extends Doc>(
  collection: Collection<T>,
  query: Omit<FindQuery, 'skip' | 'limit'>,
  fn: (docs: T[]) => void | Promise<void>,
): Promise<void> {
  let after: string | null = null;
  for (let skip = 0; ; skip += PAGE) {
    const where: Filter | undefined = query.sort || after === null ? query.where : { $and: [query.where ?? {}, { _id: { $gt: after } }] };
    const page = { ...query, limit: PAGE, total: false };
    const { items } = await collection.find(query.sort ? { ...page, skip } : { ...page, where });
    if (items.length > 0) await fn(items);
    if (items.length < PAGE) return;
    after = items[items.length - 1]._id;
  }
}

/** Runs fn on every document a query finds, read PAGE at a time, so that a report never holds a whole range of facts. */
export async function eachPage<T extends Doc>(
  collection: Collection<T>,
  query: Omit<FindQuery, 'skip' | 'limit'>,
  fn: (doc: T) => void | Promise<void>,
): Promise<void> {
  await eachBatch(collection, query, async (docs) => {
    for (const doc of docs) await fn(doc);
  });
}

/** Runs fn on the documents of these ids, PAGE at a time, in the order of the ids. */
export async function eachOfIds<T extends Doc>(
  collection: Collection<T>,
  ids: readonly string[],
  fn: (docs: T[]) => void | Promise<void>,
): Promise<void> {
  for (let i = 0; i < ids.length; i += PAGE) {
    const chunk = ids.slice(i, i + PAGE);
    const found = new Map((await collection.getMany(chunk)).map((doc) => [doc._id, doc]));
    await fn(chunk.flatMap((id) => found.get(id) ?? []));
  }
}

/** How many documents a filter finds, without reading them. */
export async function countOf(collection: Collection<Doc>, where: FindQuery['where']): Promise<number> {
  return (await collection.find({ where, limit: 1, select: ['_id'] })).total;
}
