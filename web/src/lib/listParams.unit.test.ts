import { describe, expect, it } from 'vitest';
import {
  filterFromTopSearch,
  idParam,
  oneOfParam,
  patternParam,
  readListParams,
  SEARCH_LIST,
  toggleSort,
  withFilters,
  writeListParams,
  type ListParams,
  type ListSpec,
} from './listParams';

type Key = 'start_date' | 'solde' | 'nights';
const SORTED: ListSpec<{ user: string | null }, Key> = {
  filters: { user: idParam },
  sort: { keys: ['start_date', 'solde', 'nights'], initial: { by: 'start_date', desc: true } },
  paged: true,
};
const OPENING: ListParams<{ user: string | null }, Key> = { filters: { user: null }, sort: { by: 'start_date', desc: true }, page: 0 };
const read = (query: string, spec = SORTED) => readListParams(new URLSearchParams(query), spec);

describe('a list in the URL', () => {
  it('opens as its ListSpec says on a plain address, and writes nothing for it', () => {
    expect(read('')).toEqual(OPENING);
    expect(writeListParams(new URLSearchParams(), OPENING, SORTED).toString()).toBe('');
  });

  it('reads back what it writes, pages counted from 1, other parameters kept', () => {
    const list = { filters: { user: 'user-1' }, sort: { by: 'solde' as Key, desc: false }, page: 2 };
    const params = writeListParams(new URLSearchParams('other=1'), list, { ...SORTED, prefix: 'heb_' });
    expect(params.toString()).toBe('other=1&heb_user=user-1&heb_sortBy=solde&heb_sortDesc=false&heb_page=3');
    expect(read(params.toString(), { ...SORTED, prefix: 'heb_' })).toEqual(list);
    expect(read(params.toString())).toEqual(OPENING);
  });

  it('ignores an unknown sort and an unreadable page; a column without direction sorts ascending', () => {
    expect(read('sortBy=recipient&page=abc')).toEqual(OPENING);
    expect(read('page=-4').page).toBe(0);
    expect(read('sortBy=nights').sort).toEqual({ by: 'nights', desc: false });
  });

  it('neither reads nor writes a page or a sort for a list that has none', () => {
    const list = readListParams(new URLSearchParams('search=dup&page=3&sortBy=name'), SEARCH_LIST);
    expect(list).toEqual({ filters: { search: 'dup' }, sort: null, page: 0 });
    expect(writeListParams(new URLSearchParams('page=3'), { ...list, filters: { search: 'dupont ' } }, SEARCH_LIST).toString()).toBe(
      'page=3&search=dupont+',
    );
    expect(writeListParams(new URLSearchParams('search=dup'), { ...list, filters: { search: '' } }, SEARCH_LIST).toString()).toBe('');
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withFilters({ ...OPENING, page: 3 }, { user: 'user-2' })).toEqual({ ...OPENING, filters: { user: 'user-2' } });
  });

  it('turns the sorted column round and sorts another one ascending', () => {
    const turned = toggleSort(OPENING.sort, 'start_date');
    expect(turned).toEqual({ by: 'start_date', desc: false });
    expect(toggleSort(turned, 'start_date')).toEqual({ by: 'start_date', desc: true });
    expect(toggleSort(turned, 'nights')).toEqual({ by: 'nights', desc: false });
  });
});

describe('parameter codecs', () => {
  it('keeps one of the known values, the fallback left out', () => {
    const codec = oneOfParam(['Tous', 'Oui', 'Non'] as const, 'Tous');
    expect(codec.read('Peut-être')).toBe('Tous');
    expect(codec.read('Oui')).toBe('Oui');
    expect(codec.write('Tous')).toBeNull();
  });

  it('keeps a text of the expected shape only', () => {
    const day = patternParam(/^\d{4}-\d{2}-\d{2}$/);
    expect(day.read('hier')).toBeNull();
    expect(day.read('2026-03-09')).toBe('2026-03-09');
    expect(day.write(null)).toBeNull();
  });
});

describe('filterFromTopSearch', () => {
  it('filters on what is typed in the top bar, and clears the filter it had set', () => {
    expect(filterFromTopSearch('', 'dup', '')).toBe('dup');
    expect(filterFromTopSearch('dup', 'dupont', 'dup')).toBe('dupont');
    expect(filterFromTopSearch('dupont', '', 'dupont')).toBe('');
  });

  it('leaves alone a filter it did not set when the search empties (the search of the page just left)', () => {
    expect(filterFromTopSearch('hôtel', '', 'martin')).toBeNull();
    expect(filterFromTopSearch('dup', 'dup', 'dup')).toBeNull();
  });
});
