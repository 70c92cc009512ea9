// A list's state as the URL query string holds it (react-admin's useListParams idea): its filters, its
// sort and its page. The URL keeps only what differs from the defaults, so the plain address is the list
// as it opens and a shared link shows a colleague the same page; it counts pages from 1, as people do;
// a prefix lets two lists share one address (the home page's dashboards).

/** How one filter is read from its query parameter and written back. */
export interface ParamCodec<V> {
  /** The value the parameter's text stands for; a missing (null) or unreadable one gives the default. */
  read(text: string | null): V;
  /** The parameter's text, or null to leave it out of the URL. */
  write(value: V): string | null;
}

/** One codec per filter, each filter named as its query parameter (before the prefix). */
export type FilterCodecs<F> = { [Name in keyof F]: ParamCodec<F[Name]> };

/** The column a list is sorted on, and which way. */
export interface Sort<K extends string> {
  by: K;
  desc: boolean;
}

/** The columns the server sorts a list on, and the order the list opens in. */
export interface SortSpec<K extends string> {
  keys: readonly K[];
  initial: Sort<K>;
}

/** What a list keeps in the URL; built once (a module constant or a memo), as the hook compares it. */
export interface ListSpec<F, K extends string = never> {
  filters: FilterCodecs<F>;
  /** Absent for a list in the server's own order. */
  sort?: SortSpec<K>;
  paged?: boolean;
  /** Put before every parameter's name. */
  prefix?: string;
  /** 'push' when each change is a step the Back button walks back through; by default changes replace the address. */
  history?: 'push' | 'replace';
}

/** A list's filters, sort (null for a list in the server's order) and page (zero-based, as the API counts). */
export interface ListParams<F, K extends string = never> {
  filters: F;
  sort: [K] extends [never] ? null : Sort<K>;
  page: number;
}

/** Free text as typed; left out when empty. */
export const textParam: ParamCodec<string> = { read: (text) => text ?? '', write: (value) => value || null };

/** Free text, written trimmed; left out when blank. */
export const trimmedParam: ParamCodec<string> = { read: (text) => text ?? '', write: (value) => value.trim() || null };

/** An id, or null for none. */
export const idParam: ParamCodec<string | null> = { read: (text) => text || null, write: (value) => value || null };

/** A value with a default of its own (an antenna), left out when it is the default. */
export const withDefaultParam = (fallback: string): ParamCodec<string> => ({
  read: (text) => text || fallback,
  write: (value) => (value === fallback ? null : value),
});

/** One of a few values; anything else reads as the fallback, which is left out. */
export const oneOfParam = <T extends string>(values: readonly T[], fallback: T): ParamCodec<T> => ({
  read: (text) => values.find((value) => value === text) ?? fallback,
  write: (value) => (value === fallback ? null : value),
});

/** A text of a given shape (a date), or null when absent or of another shape. */
export const patternParam = (pattern: RegExp): ParamCodec<string | null> => ({
  read: (text) => (text !== null && pattern.test(text) ? text : null),
  write: (value) => value || null,
});

const filterNames = <F>(spec: ListSpec<F, string>) => Object.keys(spec.filters) as (keyof F & string)[];

/** The query parameters the list owns: it writes them, and leaves every other one alone. */
function ownNames<F>(spec: ListSpec<F, string>): string[] {
  const names: string[] = filterNames(spec);
  if (spec.sort) names.push('sortBy', 'sortDesc');
  if (spec.paged) names.push('page');
  return names.map((name) => `${spec.prefix ?? ''}${name}`);
}

function readSort<K extends string>(params: URLSearchParams, spec: SortSpec<K>, prefix: string): Sort<K> {
  const by = spec.keys.find((key) => key === params.get(`${prefix}sortBy`));
  const desc = params.get(`${prefix}sortDesc`);
  // A column chosen without a direction sorts ascending, as the server does.
  return { by: by ?? spec.initial.by, desc: desc !== null ? desc === 'true' : by ? false : spec.initial.desc };
}

/** The list a query string describes; anything missing or unreadable takes its default. */
export function readListParams<F, K extends string = never>(params: URLSearchParams, spec: ListSpec<F, K>): ListParams<F, K> {
  const prefix = spec.prefix ?? '';
  const filters = Object.fromEntries(filterNames(spec).map((name) => [name, spec.filters[name].read(params.get(`${prefix}${name}`))])) as F;
  const page = spec.paged ? Math.max(0, Math.trunc(Number(params.get(`${prefix}page`) ?? 1) || 1) - 1) : 0;
  const sort = spec.sort ? readSort(params, spec.sort, prefix) : null;
  // Sort is null exactly when the list's ListSpec has no sort, which is what ListParams says of K.
  return { filters, sort: sort as ListParams<F, K>['sort'], page };
}

/** The query string with the list written in (defaults left out), every other parameter kept. */
export function writeListParams<F, K extends string = never>(
  params: URLSearchParams,
  list: ListParams<F, K>,
  spec: ListSpec<F, K>,
): URLSearchParams {
  const prefix = spec.prefix ?? '';
  const next = new URLSearchParams(params);
  for (const name of ownNames(spec)) next.delete(name);
  for (const name of filterNames(spec)) {
    const text = spec.filters[name].write(list.filters[name]);
    if (text !== null) next.set(`${prefix}${name}`, text);
  }
  const sort: Sort<K> | null = list.sort;
  if (spec.sort && sort && (sort.by !== spec.sort.initial.by || sort.desc !== spec.sort.initial.desc)) {
    next.set(`${prefix}sortBy`, sort.by);
    next.set(`${prefix}sortDesc`, String(sort.desc));
  }
  if (spec.paged && list.page > 0) next.set(`${prefix}page`, String(list.page + 1));
  return next;
}

/** New filter values start again from the first page. */
export const withFilters = <F, K extends string>(list: ListParams<F, K>, change: Partial<F>): ListParams<F, K> => ({
  ...list,
  filters: { ...list.filters, ...change },
  page: 0,
});

/** A click on a column header: the same column turns round, another one sorts ascending. */
export const toggleSort = <K extends string>(sort: Sort<K>, column: K): Sort<K> => ({
  by: column,
  desc: sort.by === column ? !sort.desc : false,
});

/**
 * The filter a new top-bar search sets, or null to leave the filter alone. Emptied, the search clears
 * only what it had set itself: leaving another page empties it too, and that must not wipe a filter
 * that came with the URL.
 */
export function filterFromTopSearch(previousSearch: string, search: string, shown: string): string | null {
  if (search === previousSearch) return null;
  if (!search && shown !== previousSearch) return null;
  return search;
}

/** A list searched from the top bar, in the server's order: only its search is kept, as ?search=. */
export const SEARCH_LIST: ListSpec<{ search: string }> = { filters: { search: textParam } };
