import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, fileRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// The home table and the recipients list filter around the test server's day, 2026-11-22.
let server: TestServer;
let fx: Fixture;
const files: Record<string, string> = {};

type Row = { _id: string; recipient_id: string; end_date: string; next: boolean; valid: boolean; colour: string };
type Token = keyof Fixture['tokens'];

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  const domicile = async (name: string, start_date: string) => {
    files[name] ??= await fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.sud, { surname: name, name: 'Sud' }));
    const domiciliation = { user_id: fx.ids.volunteerSud, paper: 'CNI', start_date, last_meeting: start_date };
    const answer = await server.request('PUT', `/api/web/recipient/${files[name]}/domiciliations`, {
      token: fx.tokens.volunteerSud,
      body: { domiciliation },
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  };
  await domicile('Ancienne', '2024-01-01'); // ended 2024-12-31: out of the home table
  await domicile('Finie', '2025-11-01'); // ended 2026-10-31: red
  await domicile('Renouvelee', '2025-10-15'); // ended 2026-10-14, followed: green
  await domicile('Renouvelee', '2026-10-15');
  await domicile('Bientot', '2025-12-10'); // ends 2026-12-09: warning
  for (let month = 1; month <= 8; month += 1) await domicile(`Courante${month}`, `2026-0${month}-01`);
});
afterAll(async () => {
  await server.close();
});

const dashboard = (token: Token, query = '') =>
  server.request<Row[]>('GET', `/api/web/domiciliation/dashboard${query}`, { token: fx.tokens[token] });

describe('GET /api/web/domiciliation/dashboard', () => {
  it("shows the reader's domiciliations, soonest end first, coloured for the day, by pages of 10", async () => {
    const first = await dashboard('volunteerSud');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 0, per_page: 10, total: 12, last_page: 1 });
    const rows = first.body.data ?? [];
    expect(rows).toHaveLength(10);
    expect(
      rows.slice(0, 3).map(({ recipient_id, end_date, next, valid, colour }) => ({ recipient_id, end_date, next, valid, colour })),
    ).toEqual([
      { recipient_id: files.Renouvelee, end_date: '2026-10-14', next: true, valid: false, colour: 'green' },
      { recipient_id: files.Finie, end_date: '2026-10-31', next: false, valid: false, colour: 'red' },
      { recipient_id: files.Bientot, end_date: '2026-12-09', next: false, valid: true, colour: 'warning' },
    ]);
    const ends = rows.map((row) => row.end_date);
    expect(ends).toEqual(ends.toSorted());
    const second = await dashboard('volunteerSud', '?page=1');
    expect(second.body.data?.map((row) => row.end_date)).toEqual(['2027-07-31', '2027-10-14']);
    expect(rows.concat(second.body.data ?? []).some((row) => row.recipient_id === files.Ancienne)).toBe(false);
  });

  it("answers each domiciliation as the file's tab answers it, in JSON", async () => {
    const page = await dashboard('volunteerSud');
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const name of ['Renouvelee', 'Finie', 'Bientot']) {
      const tab = await server.request<Row[]>('GET', `/api/web/recipient/${files[name]}/domiciliations`, { token: fx.tokens.volunteerSud });
      const listed = (page.body.data ?? []).filter((row) => row.recipient_id === files[name]);
      expect(listed.length).toBeGreaterThan(0);
      for (const row of listed) expect(row).toEqual(tab.body.data?.find((dom) => dom._id === row._id));
    }
  });

  it('narrows the table by the top-bar search, accents and case aside', async () => {
    const found = await dashboard('volunteerSud', `?search=${encodeURIComponent('BIENTÔT')}`);
    expect(found.status).toBe(200);
    expect(found.body.data?.map((row) => row.recipient_id)).toEqual([files.Bientot]);
    const none = await dashboard('volunteerSud', '?search=Personne');
    expect(none.body.data).toEqual([]);
  });

  it('filters by referent, within the antenna of a reader limited to theirs, and sorts on demand', async () => {
    expect((await dashboard('adminSud')).body.pagination).toMatchObject({ total: 0 });
    expect((await dashboard('adminSud', `?user_id=${fx.ids.volunteerSud}`)).body.pagination).toMatchObject({ total: 12 });
    expect((await dashboard('volunteerNord', `?user_id=${fx.ids.volunteerSud}`)).body.pagination).toMatchObject({ total: 0 });
    const latest = await dashboard('admin', `?user_id=${fx.ids.volunteerSud}&sortBy=end_date&sortDesc=true&per_page=1`);
    expect(latest.body.data?.map((row) => row.end_date)).toEqual(['2027-10-14']);
  });

  it('refuses an unknown sort', async () => {
    expect((await dashboard('admin', '?sortBy=remarque')).status).toBe(400);
  });
});

describe('GET /api/web/recipients?domiciliation=Oui|Non', () => {
  it('lists the files with an own domiciliation valid today, or without one', async () => {
    const ids = async (value: string) =>
      (
        await server.request<{ _id: string; dom: boolean }[]>(
          'GET',
          `/api/web/recipients?domiciliation=${value}&antenna_id=${fx.antennas.sud}&per_page=100`,
          { token: fx.tokens.admin },
        )
      ).body.data?.map((row) => row._id) ?? [];
    const domiciled = await ids('Oui');
    expect(domiciled).toHaveLength(10);
    expect(domiciled).toEqual(expect.arrayContaining([files.Renouvelee, files.Bientot, files.Courante1, files.Courante8]));
    expect((await ids('Non')).sort()).toEqual([files.Ancienne, files.Finie].sort());
  });
});
