import { describe, expect, it } from 'vitest';
import { DEFAULT_HOUSING_LIST, parseHousingList, toggleHousingSort, writeHousingList } from './housingListState';

describe('housing list state in the URL', () => {
  it('opens on the newest stays first, and keeps the plain address for it', () => {
    expect(parseHousingList(new URLSearchParams())).toEqual(DEFAULT_HOUSING_LIST);
    expect(writeHousingList(new URLSearchParams(), DEFAULT_HOUSING_LIST).toString()).toBe('');
  });

  it('reads back what it writes, pages counted from 1 in the URL, other parameters kept', () => {
    const state = { page: 2, sortBy: 'solde' as const, sortDesc: false, user: 'user-1' };
    const params = writeHousingList(new URLSearchParams('other=1'), state, 'heb_');
    expect(params.get('heb_page')).toBe('3');
    expect(params.get('other')).toBe('1');
    expect(parseHousingList(params, 'heb_')).toEqual(state);
    expect(parseHousingList(params)).toEqual(DEFAULT_HOUSING_LIST);
  });

  it('ignores an unknown sort and an unreadable page', () => {
    expect(parseHousingList(new URLSearchParams('sortBy=recipient&page=abc'))).toEqual(DEFAULT_HOUSING_LIST);
  });

  it('turns the sorted column round and sorts another one ascending, back on the first page', () => {
    const sorted = toggleHousingSort({ ...DEFAULT_HOUSING_LIST, page: 3 }, 'start_date');
    expect(sorted).toMatchObject({ sortBy: 'start_date', sortDesc: false, page: 0 });
    expect(toggleHousingSort(sorted, 'nights')).toMatchObject({ sortBy: 'nights', sortDesc: false });
  });
});
