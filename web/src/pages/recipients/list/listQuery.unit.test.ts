import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../../domain/users/actor';
import { ALL_ANTENNAS, defaultAntenna, defaultListState, nameFromSearch, parseListState, toApiQuery, toggleSort, toSearchParams, withFilters } from './listQuery';

const LYON = 'antenne-lyon';
const actor = (antenna_id: string | null): Actor => ({ id: 'u-1', habilitation: 'volunteer', rights: [], antenna_id });
const parse = (query: string, antenna = LYON) => parseListState(new URLSearchParams(query), antenna);

describe('defaultAntenna', () => {
  it("starts from the user's antenna, or from every antenna for the head office", () => {
    expect(defaultAntenna(actor(LYON))).toBe(LYON);
    expect(defaultAntenna(actor('siege'))).toBe(ALL_ANTENNAS);
    expect(defaultAntenna(actor(null))).toBe(ALL_ANTENNAS);
  });
});

describe('parseListState', () => {
  it('reads an empty query string as the default list: newest file first, first page, own antenna', () => {
    expect(parse('')).toEqual(defaultListState(LYON));
    expect(parse('').filters.antenna).toBe(LYON);
  });

  it('reads filters, sort and a page counted from 1', () => {
    const state = parse('domiciliation=Oui&housed=Non&birth_date=1985-02-03&name=lef&surname=jé&user=u-9&antenna=toutes&sortBy=name&sortDesc=false&page=3&file_number=69.12');
    expect(state).toEqual({
      filters: { domiciliation: 'Oui', housed: 'Non', birth_date: '1985-02-03', file_number: '69.12', name: 'lef', surname: 'jé', user: 'u-9', antenna: ALL_ANTENNAS },
      sortBy: 'name',
      sortDesc: false,
      page: 2,
    });
  });

  it('falls back to the defaults on values it does not know', () => {
    const state = parse('domiciliation=Peut-être&sortBy=password&page=-4&birth_date=hier');
    expect(state.filters.domiciliation).toBe('Tous');
    expect(state.filters.birth_date).toBeNull();
    expect(state.sortBy).toBe('file_number');
    expect(state.page).toBe(0);
  });
});

describe('toSearchParams', () => {
  it('leaves the defaults out, so the default list is plain /recipients', () => {
    expect(toSearchParams(defaultListState(LYON), LYON).toString()).toBe('');
  });

  it('round-trips through parseListState', () => {
    const state = { ...toggleSort(defaultListState(LYON), 'birth_date'), page: 4, filters: { ...defaultListState(LYON).filters, name: 'Haddad', housed: 'Oui' as const, antenna: ALL_ANTENNAS } };
    const query = toSearchParams(state, LYON);
    expect(query.get('page')).toBe('5');
    expect(parse(query.toString())).toEqual(state);
  });
});

describe('toApiQuery', () => {
  it('sends the page zero-based with the sort, and neither Tous nor Toutes', () => {
    expect(toApiQuery({ ...defaultListState(ALL_ANTENNAS), page: 2 })).toEqual({ page: '2', sortBy: 'file_number', sortDesc: 'true' });
  });

  it('sends only the part of the file number after a dot, and the antenna chosen', () => {
    const filters = { ...defaultListState(LYON).filters, file_number: ' 69.1234 ', name: ' lef ', domiciliation: 'Non' as const, user: 'u-9' };
    expect(toApiQuery(withFilters(defaultListState(LYON), filters))).toEqual({
      page: '0',
      sortBy: 'file_number',
      sortDesc: 'true',
      file_number: '1234',
      name: 'lef',
      domiciliation: 'Non',
      user: 'u-9',
      antenna_id: LYON,
    });
    expect(toApiQuery(withFilters(defaultListState(LYON), { ...filters, file_number: '1234' })).file_number).toBe('1234');
  });
});

describe('toggleSort', () => {
  it('turns the current column round and sorts a new column ascending, from the first page', () => {
    const start = { ...defaultListState(LYON), page: 3 };
    expect(toggleSort(start, 'file_number')).toMatchObject({ sortBy: 'file_number', sortDesc: false, page: 0 });
    const byName = toggleSort(start, 'name');
    expect(byName).toMatchObject({ sortBy: 'name', sortDesc: false, page: 0 });
    expect(toggleSort(byName, 'name').sortDesc).toBe(true);
  });
});

describe('nameFromSearch', () => {
  it('filters on what is typed in the top bar, and clears the name it had set', () => {
    expect(nameFromSearch('', 'dup', '')).toBe('dup');
    expect(nameFromSearch('dup', 'dupont', 'dup')).toBe('dupont');
    expect(nameFromSearch('dupont', '', 'dupont')).toBe('');
  });

  it("leaves alone a name it did not set when the search empties (the search of the page just left)", () => {
    expect(nameFromSearch('hôtel', '', 'martin')).toBeNull();
    expect(nameFromSearch('dup', 'dup', 'dup')).toBeNull();
  });
});
