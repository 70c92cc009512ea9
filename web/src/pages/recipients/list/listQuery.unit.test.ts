import { describe, expect, it } from 'vitest';
import type { Actor } from '@domain/users/actor';
import { readListParams, toggleSort, withFilters, writeListParams } from '../../../lib/listParams';
import { ALL_ANTENNAS, defaultAntenna, defaultFilters, recipientListSpec, toApiQuery, type RecipientList } from './listQuery';

const LYON = 'antenne-lyon';
const SPEC = recipientListSpec(LYON);
const actor = (antenna_id: string | null): Actor => ({ id: 'u-1', habilitation: 'volunteer', rights: [], antenna_id });
const parse = (query: string, spec = SPEC) => readListParams(new URLSearchParams(query), spec);
const opening = (antenna = LYON): RecipientList => ({
  filters: defaultFilters(recipientListSpec(antenna)),
  sort: { by: 'file_number', desc: true },
  page: 0,
});

describe('defaultAntenna', () => {
  it("starts from the user's antenna, or from every antenna for the head office", () => {
    expect(defaultAntenna(actor(LYON))).toBe(LYON);
    expect(defaultAntenna(actor('siege'))).toBe(ALL_ANTENNAS);
    expect(defaultAntenna(actor(null))).toBe(ALL_ANTENNAS);
  });
});

describe('the recipients list in the URL', () => {
  it('reads an empty query string as the default list: newest file first, first page, own antenna', () => {
    expect(parse('')).toEqual(opening());
    expect(parse('').filters).toEqual({
      domiciliation: 'Tous',
      housed: 'Tous',
      birth_date: null,
      file_number: '',
      name: '',
      surname: '',
      user: null,
      antenna: LYON,
    });
  });

  it('reads filters, sort and a page counted from 1', () => {
    const list = parse(
      'domiciliation=Oui&housed=Non&birth_date=1985-02-03&name=lef&surname=jé&user=u-9&antenna=toutes&sortBy=name&sortDesc=false&page=3&file_number=69.12',
    );
    expect(list).toEqual({
      filters: {
        domiciliation: 'Oui',
        housed: 'Non',
        birth_date: '1985-02-03',
        file_number: '69.12',
        name: 'lef',
        surname: 'jé',
        user: 'u-9',
        antenna: ALL_ANTENNAS,
      },
      sort: { by: 'name', desc: false },
      page: 2,
    });
  });

  it('falls back to the defaults on values it does not know', () => {
    const list = parse('domiciliation=Peut-être&sortBy=password&page=-4&birth_date=hier');
    expect(list.filters.domiciliation).toBe('Tous');
    expect(list.filters.birth_date).toBeNull();
    expect(list.sort).toEqual({ by: 'file_number', desc: true });
    expect(list.page).toBe(0);
  });

  it('leaves the defaults out, so the default list is plain /recipients', () => {
    expect(writeListParams(new URLSearchParams(), opening(), SPEC).toString()).toBe('');
  });

  it('writes names trimmed, and round-trips', () => {
    const list = {
      ...withFilters(opening(), { name: ' Haddad ', housed: 'Oui', antenna: ALL_ANTENNAS }),
      sort: toggleSort(opening().sort, 'birth_date'),
      page: 4,
    };
    const query = writeListParams(new URLSearchParams(), list, SPEC);
    expect(query.toString()).toBe('housed=Oui&name=Haddad&antenna=toutes&sortBy=birth_date&sortDesc=false&page=5');
    expect(parse(query.toString())).toEqual({ ...list, filters: { ...list.filters, name: 'Haddad' } });
  });
});

describe('toApiQuery', () => {
  it('sends the page zero-based with the sort, and neither Tous nor Toutes', () => {
    expect(toApiQuery({ ...opening(ALL_ANTENNAS), page: 2 })).toEqual({ page: '2', sortBy: 'file_number', sortDesc: 'true' });
  });

  it('sends only the part of the file number after a dot, and the antenna chosen', () => {
    const list = withFilters(opening(), { file_number: ' 69.1234 ', name: ' lef ', domiciliation: 'Non', user: 'u-9' });
    expect(toApiQuery(list)).toEqual({
      page: '0',
      sortBy: 'file_number',
      sortDesc: 'true',
      file_number: '1234',
      name: 'lef',
      domiciliation: 'Non',
      user: 'u-9',
      antenna_id: LYON,
    });
    expect(toApiQuery(withFilters(list, { file_number: '1234' })).file_number).toBe('1234');
  });
});
