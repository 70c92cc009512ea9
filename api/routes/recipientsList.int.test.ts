import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;

type Row = {
  _id: string;
  file_number: number;
  name: string;
  surname: string;
  antenna_name: string;
  referent: { surname: string; name: string } | null;
  dom: boolean;
  housed: boolean;
};
type Page = { status: number; rows: Row[]; pagination: { page: number; per_page: number; total: number; last_page: number } };

const list = async (query: string, token = fx.tokens.admin): Promise<Page> => {
  const answer = await server.request<Row[]>('GET', `/api/web/recipients${query}`, { token });
  return { status: answer.status, rows: answer.body.data ?? [], pagination: answer.body.pagination as Page['pagination'] };
};

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  const people: [string, string, string, string, string | null][] = [
    [fx.antennas.nord, 'Élodie', 'Lefèvre', '1985-02-03', fx.ids.adminNord],
    [fx.antennas.nord, 'Jean', 'Lefebvre', '1970-05-06', null],
    [fx.antennas.sud, 'Aïcha', 'Haddad', '1992-08-09', fx.ids.adminSud],
    [fx.antennas.sud, 'Marc', 'Durand', '1985-02-03', null],
  ];
  for (const [antenna, surname, name, birth_date, user_ref] of people) {
    await server.request('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, antenna, { surname, name, birth_date, user_ref }) },
    });
  }
  for (let i = 0; i < 21; i += 1) {
    await server.request('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: `Série${i}`, name: 'Martin', birth_date: '2000-01-01' }) },
    });
  }
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/web/recipients', () => {
  it('lists pages of 20 by file number, newest first, with the last page', async () => {
    const first = await list('');
    expect(first.rows).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 0, per_page: 20, total: 25, last_page: 1 });
    const numbers = first.rows.map((r) => r.file_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect((await list('?page=1')).rows).toHaveLength(5);
  });

  it('finds names from their first letters without regard to accents or case', async () => {
    expect((await list('?name=LEFE')).rows.map((r) => r.surname).sort()).toEqual(['Jean', 'Élodie']);
    expect((await list('?surname=elo')).rows.map((r) => r.name)).toEqual(['Lefèvre']);
    expect((await list('?name=efe')).rows).toEqual([]);
  });

  it('filters on birth date, referent, antenna and file number (the part after a dot)', async () => {
    expect((await list('?birth_date=1985-02-03')).rows.map((r) => r.name).sort()).toEqual(['Durand', 'Lefèvre']);
    expect((await list(`?user=${fx.ids.adminSud}`)).rows.map((r) => r.name)).toEqual(['Haddad']);
    expect((await list(`?antenna_id=${fx.antennas.sud}`)).rows.map((r) => r.name).sort()).toEqual(['Durand', 'Haddad']);
    const haddad = (await list('?name=haddad')).rows[0];
    expect((await list(`?file_number=59.${haddad.file_number}`)).rows.map((r) => r.name)).toEqual(['Haddad']);
  });

  it('shows the antenna name and the referent, and the domiciliation and housing flags (false until those tabs exist)', async () => {
    const row = (await list('?name=haddad')).rows[0];
    expect(row).toMatchObject({
      antenna_name: 'Antenne Sud',
      referent: { surname: 'adminSud', name: 'ANTENNA_ADMIN' },
      dom: false,
      housed: false,
    });
    expect((await list('?domiciliation=Oui')).rows).toEqual([]);
    expect((await list('?housed=Non')).pagination.total).toBe(25);
  });

  it('sorts on the columns asked', async () => {
    const byName = (await list('?sortBy=name&per_page=5')).rows.map((r) => r.name);
    expect(byName.slice(0, 2)).toEqual(['Durand', 'Haddad']);
    const byBirthDesc = (await list('?sortBy=birth_date&sortDesc=true&per_page=1')).rows[0];
    expect(byBirthDesc.name).toBe('Martin');
  });

  it('gives users with user_relative the files of their antenna only', async () => {
    const page = await list(`?antenna_id=${fx.antennas.sud}&per_page=100`, fx.tokens.volunteerNord);
    expect(page.rows.length).toBe(23);
    expect(page.rows.every((r) => r.antenna_name === 'Antenne Nord')).toBe(true);
  });

  it('refuses unknown filters and sorts', async () => {
    expect((await list('?sortBy=password')).status).toBe(400);
    expect((await list('?couleur=bleu')).status).toBe(400);
  });
});
