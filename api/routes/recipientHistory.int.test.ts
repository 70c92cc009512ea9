import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let now = new Date('2026-11-20T08:00:00Z');
const tick = () => (now = new Date(now.getTime() + 60_000));

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

type File = Record<string, unknown> & { _id: string };
const load = async (id: string, query = '', token = fx.tokens.adminNord) =>
  server.request<File>('GET', `/api/web/recipient/${id}${query}`, { token });
const edit = async (id: string, change: Record<string, unknown>) => {
  const origin = (await load(id)).body.data as File;
  tick();
  return server.request('POST', `/api/web/recipient/${id}`, {
    token: fx.tokens.adminNord,
    body: { origin, current: { ...origin, ...change } },
  });
};

describe('replay: GET /api/web/recipient/:id?as_of=', () => {
  it('gives the file as it was between edits', async () => {
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.adminNord,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: 'Rachid', tel: '0600000001' }) },
    });
    const id = created.body.data?.recipient_id as string;
    await edit(id, { tel: '0600000002' });
    const betweenSecondAndThird = new Date(now.getTime() + 30_000).toISOString();
    await edit(id, { tel: '0600000003' });
    await edit(id, { tel: '0600000004' });
    const past = await load(id, `?as_of=${encodeURIComponent(betweenSecondAndThird)}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ tel: '0600000002', surname: 'Rachid' });
    expect((await load(id)).body.data).toMatchObject({ tel: '0600000004' });
    expect((await load(id, '?as_of=2026-11-19T00:00:00Z')).status).toBe(404);
    expect((await load(id, '?as_of=hier')).status).toBe(400);
  });
});

describe('GET /api/web/recipient/:id/history', () => {
  it('tells every change, newest first, with who, when, and labels instead of ids', async () => {
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.adminNord,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: 'Nora' }) },
    });
    const id = created.body.data?.recipient_id as string;
    await edit(id, { nationality_status: ref.nationaliteFr, user_ref: fx.ids.volunteerNord });
    tick();
    await server.request('POST', `/api/web/recipient/${id}/radiation`, { token: fx.tokens.adminNord, body: { on: '2026-11-20' } });
    const answer = await server.request<Record<string, unknown>[]>('GET', `/api/web/recipient/${id}/history`, {
      token: fx.tokens.adminNord,
    });
    expect(answer.status).toBe(200);
    const entries = answer.body.data ?? [];
    expect(entries.map((e) => e.summary)).toEqual([
      'Radiation du dossier au 20/11/2026',
      'Modification de la fiche Identité',
      expect.stringMatching(/^Création du dossier n°\d+$/),
    ]);
    expect(entries[1]).toMatchObject({
      user: { surname: 'adminNord', name: 'ANTENNA_ADMIN' },
      changes: expect.arrayContaining([
        { field: 'nationality_status', label: 'Statut', from: 'Titre de séjour', to: 'Nationalité Fr' },
        { field: 'user_ref', label: 'Référent', from: '—', to: 'volunteerNord VOLUNTEER' },
      ]),
    });
    expect(entries[2].changes).toEqual(
      expect.arrayContaining([{ field: 'birth_date', label: 'Date de naissance', from: '—', to: '12/04/1988' }]),
    );
    expect(answer.body.pagination).toMatchObject({ total: 3, last_page: 0 });
  });

  it('is readable by whoever may read the file, and by no one else', async () => {
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.adminNord,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: 'Inès' }) },
    });
    const id = created.body.data?.recipient_id as string;
    expect((await server.request('GET', `/api/web/recipient/${id}/history`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    expect((await server.request('GET', `/api/web/recipient/${id}/history`, { token: fx.tokens.volunteerSud })).status).toBe(403);
  });
});

describe('GET /api/web/recipient/:id/access_log', () => {
  it('records who read the history or a past state, for administrators only', async () => {
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.adminNord,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: 'Sami' }) },
    });
    const id = created.body.data?.recipient_id as string;
    tick();
    await server.request('GET', `/api/web/recipient/${id}/history`, { token: fx.tokens.volunteerNord });
    tick();
    const asOf = now.toISOString();
    await load(id, `?as_of=${encodeURIComponent(asOf)}`, fx.tokens.adminNord);
    const log = await server.request<Record<string, unknown>[]>('GET', `/api/web/recipient/${id}/access_log`, { token: fx.tokens.admin });
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({ kind: 'past_state', as_of: asOf, user: { surname: 'adminNord', name: 'ANTENNA_ADMIN' } }),
      expect.objectContaining({ kind: 'history', as_of: null, user: { surname: 'volunteerNord', name: 'VOLUNTEER' } }),
    ]);
    expect((await server.request('GET', `/api/web/recipient/${id}/access_log`, { token: fx.tokens.adminNord })).status).toBe(403);
  });

  it('records every page of the history that is read, not only the first', async () => {
    const created = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.adminNord,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: 'Yanis' }) },
    });
    const id = created.body.data?.recipient_id as string;
    for (const tel of ['0600000011', '0600000012', '0600000013']) await edit(id, { tel });
    tick();
    const second = await server.request('GET', `/api/web/recipient/${id}/history?page=1&per_page=2`, { token: fx.tokens.volunteerNord });
    expect(second.status).toBe(200);
    const log = await server.request<Record<string, unknown>[]>('GET', `/api/web/recipient/${id}/access_log`, { token: fx.tokens.admin });
    expect(log.body.data).toEqual([expect.objectContaining({ kind: 'history', user: { surname: 'volunteerNord', name: 'VOLUNTEER' } })]);
  });
});
