import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

const antenna = (name: string, extra: Record<string, unknown> = {}) => ({
  antenna: { name, address: { street: '3 rue Nationale', city: 'Tours', postal_code: '37000' }, opening: { monday: '9h-12h' }, ...extra },
});
type Antenna = { _id: string; name: string; acr?: string | null };

describe('GET /api/web/antennas', () => {
  it('lists antennas by name for any signed-in user, without the head office nor antennas with an acr', async () => {
    await server.request('PUT', '/api/web/antenna/new', { token: fx.tokens.admin, body: antenna('Délégation régionale', { acr: 'DR' }) });
    const answer = await server.request<Antenna[]>('GET', '/api/web/antennas', { token: fx.tokens.volunteerNord });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((a) => a.name)).toEqual(['Antenne Nord', 'Antenne Sud']);
  });
});

describe('PUT /api/web/antenna/new', () => {
  it('creates an antenna with antennas_management and antennas_absolute', async () => {
    const answer = await server.request<string>('PUT', '/api/web/antenna/new', {
      token: fx.tokens.admin,
      body: antenna('Antenne de Tours'),
    });
    expect(answer.status).toBe(200);
    const created = await server.request<Antenna>('GET', `/api/web/antenna/${answer.body.data}`, { token: fx.tokens.volunteerSud });
    expect(created.body.data).toMatchObject({ name: 'Antenne de Tours', opening: { monday: '9h-12h' }, acr: null });
  });

  it('refuses an antenna administrator (no antennas_absolute) and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/antenna/new', { token: fx.tokens.adminNord, body: antenna('Antenne pirate') }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("Vous n'avez pas les droits");
  });

  it('refuses a volunteer (no antennas_management) and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/antenna/new', { token: fx.tokens.volunteerNord, body: antenna('Antenne du bénévole') }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("Vous n'avez pas les droits");
  });

  it('refuses an invalid form with the messages of docs/screens.md', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/antenna/new', { token: fx.tokens.admin, body: { antenna: { name: 'Ab', address: {} } } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: 'Nom trop court',
      'address.street': "L'adresse est requise",
      'address.postal_code': "L'adresse est requise",
      'address.city': "L'adresse est requise",
    });
    const noName = await server.request('PUT', '/api/web/antenna/new', { token: fx.tokens.admin, body: antenna('') });
    expect(noName.body.errors).toEqual({ name: 'Le nom du centre est requis' });
  });
});

describe('POST /api/web/antenna/:id', () => {
  const load = async (id: string) =>
    (await server.request<Record<string, unknown>>('GET', `/api/web/antenna/${id}`, { token: fx.tokens.admin })).body.data as Record<
      string,
      unknown
    >;

  it("lets an antenna administrator edit their own antenna's opening hours", async () => {
    const origin = await load(fx.antennas.nord);
    const answer = await server.request('POST', `/api/web/antenna/${fx.antennas.nord}`, {
      token: fx.tokens.adminNord,
      body: { origin, current: { ...origin, opening: { tuesday: '14h-17h' } }, fail_on_concurrent: false },
    });
    expect(answer.status).toBe(200);
    expect(await load(fx.antennas.nord)).toMatchObject({ opening: { tuesday: '14h-17h' } });
  });

  it('refuses an antenna administrator on another antenna', async () => {
    const origin = await load(fx.antennas.sud);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/antenna/${fx.antennas.sud}`, {
        token: fx.tokens.adminNord,
        body: { origin, current: { ...origin, tel: '0400000000' } },
      }),
    );
    expect(answer.status).toBe(403);
  });

  it('refuses a volunteer, even on their own antenna, and records nothing', async () => {
    const origin = await load(fx.antennas.nord);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/antenna/${fx.antennas.nord}`, {
        token: fx.tokens.volunteerNord,
        body: { origin, current: { ...origin, opening: { monday: '8h-20h' } } },
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("Vous n'avez pas les droits");
  });

  it('refuses an edit that leaves the form invalid', async () => {
    const origin = await load(fx.antennas.sud);
    const answer = await server.request('POST', `/api/web/antenna/${fx.antennas.sud}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, address: { ...(origin.address as object), city: '' } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'address.city': "L'adresse est requise" });
  });

  it('answers 404 for an unknown antenna', async () => {
    const answer = await server.request('POST', '/api/web/antenna/inconnue', {
      token: fx.tokens.admin,
      body: { origin: {}, current: { tel: '01' } },
    });
    expect(answer.status).toBe(404);
  });
});

describe('GET /api/web/antenna/:id/boss', () => {
  it("gives the antenna administrator's names, or null", async () => {
    const boss = await server.request('GET', `/api/web/antenna/${fx.antennas.nord}/boss`, { token: fx.tokens.volunteerNord });
    expect(boss.body.data).toEqual({ surname: 'adminNord', name: 'ANTENNA_ADMIN' });
    const none = await server.request('GET', '/api/web/antenna/siege/boss', { token: fx.tokens.volunteerNord });
    expect(none.body.data).toBeNull();
  });
});

describe('GET and POST /api/web/siege', () => {
  it('lets an administrator fill in the head office, and every user read it', async () => {
    const origin = (await server.request<Record<string, unknown>>('GET', '/api/web/siege', { token: fx.tokens.admin })).body.data as Record<
      string,
      unknown
    >;
    expect(origin).toMatchObject({ _id: 'siege', acr: 'SIEGE' });
    const answer = await server.request('POST', '/api/web/siege', {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, long_name: 'Association Passerelles', ape: '8899B' }, fail_on_concurrent: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ long_name: 'Association Passerelles', ape: '8899B' });
    const read = await server.request('GET', '/api/web/siege', { token: fx.tokens.volunteerSud });
    expect(read.body.data).toMatchObject({ long_name: 'Association Passerelles' });
    expect((await server.request('GET', '/api/web/antenna/siege', { token: fx.tokens.volunteerSud })).body.data).toMatchObject({
      name: 'Association Passerelles',
      is_siege: true,
    });
  });

  it('refuses users without antennas_management and antennas_absolute', async () => {
    const origin = (await server.request<Record<string, unknown>>('GET', '/api/web/siege', { token: fx.tokens.admin })).body.data as Record<
      string,
      unknown
    >;
    for (const token of [fx.tokens.siege, fx.tokens.adminNord, fx.tokens.volunteerNord]) {
      const answer = await expectNothingAppended(server, () =>
        server.request('POST', '/api/web/siege', { token, body: { origin, current: { ...origin, tel: '0100000000' } } }),
      );
      expect(answer.status).toBe(403);
    }
  });
});
