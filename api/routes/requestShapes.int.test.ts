import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Requests as an attacker or a client written from docs/api.md sends them: control characters, absurd
// pages, impossible months, unknown antennas, and entity fields that repeat the path.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let file: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  file = (
    await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord) },
    })
  ).body.data?.recipient_id as string;
});
afterAll(async () => {
  await server.close();
});

describe('control characters', () => {
  it.each(['Ka\u0000rim', 'Ka\u001brim', 'Ka\u007frim', 'Ka\rrim', 'Ka\u0085rim'])(
    'refuses %j in a name, recording nothing',
    async (surname) => {
      const answer = await expectNothingAppended(server, () =>
        server.request('PUT', '/api/web/recipient/new', {
          token: fx.tokens.admin,
          body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname }) },
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { surname: 'Caractères non autorisés' } });
    },
  );

  it('refuses them in nested fields and in the query string', async () => {
    const nested = await server.request('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord, { birth_place: { city: 'Or\u0000an', country: ref.maroc } }) },
    });
    expect(nested.body.errors).toEqual({ 'birth_place.city': 'Caractères non autorisés' });
    const query = await server.request('GET', '/api/web/users_full?search=a%00b', { token: fx.tokens.admin });
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual({ search: 'Caractères non autorisés' });
  });

  it('keeps newlines, tabs and Windows newlines of a comment', async () => {
    const text = 'Ligne 1\nLigne 2\r\n\tretrait';
    const answer = await server.request('PUT', '/api/web/comment/new', {
      token: fx.tokens.admin,
      body: { comment: { recipient_id: file, field: 'civil', text } },
    });
    expect(answer.status).toBe(200);
    const comments = await server.request<{ text: string }[]>('GET', `/api/web/comments/${file}/civil`, { token: fx.tokens.admin });
    expect(comments.body.data?.map((comment) => comment.text)).toContain(text);
  });
});

describe('pages beyond any real page', () => {
  it.each(['1e20', '99999999999999999999', '1000001', '-1', '2.5'])('answers 400 for page=%s on every paged list', async (page) => {
    for (const path of ['/api/web/recipients', '/api/web/housings', '/api/web/housings/dashboard', `/api/web/recipient/${file}/history`]) {
      const answer = await server.request('GET', `${path}?page=${page}`, { token: fx.tokens.admin });
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe('OBJECT_CANNOT_BE_VALIDATED');
    }
  });

  it('answers an empty page past the last one', async () => {
    const answer = await server.request<unknown[]>('GET', '/api/web/recipients?page=5000', { token: fx.tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });
});

describe('dates and ids in the path', () => {
  it('refuses a thirteenth month of the room calendar, and serves a real one', async () => {
    for (const month of ['2026-13-01', '2026-0-01', '2026-00-01'])
      expect((await server.request('GET', `/api/web/rooms/calendar/${month}`, { token: fx.tokens.admin })).status).toBe(400);
    const december = await server.request<unknown[]>('GET', '/api/web/rooms/calendar/2026-12-01', { token: fx.tokens.admin });
    expect(december.status).toBe(200);
    expect(december.body.data).toHaveLength(31);
  });

  it('answers 404 for the manager of an unknown antenna', async () => {
    const answer = await server.request('GET', '/api/web/antenna/inconnue/boss', { token: fx.tokens.admin });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
    expect((await server.request('GET', `/api/web/antenna/${fx.antennas.nord}/boss`, { token: fx.tokens.admin })).status).toBe(200);
  });
});

describe('entity fields that repeat the path', () => {
  it("accepts a room's hotel_id equal to the path's hotel, and refuses another one", async () => {
    const { hotelId } = await createHotelWithRooms(server, fx, []);
    const { hotelId: otherHotel } = await createHotelWithRooms(server, fx, []);
    const room = (hotel_id: string) => ({ room: { number: '5', price: 400, antenna_id: fx.antennas.nord, hotel_id } });
    const accepted = await server.request<string>('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token: fx.tokens.admin,
      body: room(hotelId),
    });
    expect(accepted.status).toBe(200);
    expect(
      (await server.request<{ hotel_id: string }>('GET', `/api/web/room/${accepted.body.data}`, { token: fx.tokens.admin })).body.data
        ?.hotel_id,
    ).toBe(hotelId);
    const refused = await expectNothingAppended(server, () =>
      server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, { token: fx.tokens.admin, body: room(otherHotel) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ hotel_id: "Ne correspond pas à l'adresse de la requête" });
  });

  it("accepts a stay's recipient_id equal to the path's file, and refuses another one", async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '6', antenna: 'nord' }]);
    const stay = (recipient_id: string, start: string, end: string) => {
      const body = ownStay(hotelId, roomIds[0], fx.ids.admin, start, end);
      return { ...body, housing: { ...body.housing, recipient_id } };
    };
    expect(
      (
        await server.request('PUT', `/api/web/recipient/${file}/housings`, {
          token: fx.tokens.admin,
          body: stay(file, '2026-12-01', '2026-12-03'),
        })
      ).status,
    ).toBe(200);
    const refused = await expectNothingAppended(server, () =>
      server.request('PUT', `/api/web/recipient/${file}/housings`, {
        token: fx.tokens.admin,
        body: stay(fx.ids.admin, '2026-12-05', '2026-12-06'),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ recipient_id: "Ne correspond pas à l'adresse de la requête" });
  });

  it("refuses an update whose _id is another record's", async () => {
    const user = (await server.request<Record<string, unknown>>('GET', `/api/web/user/${fx.ids.volunteerNord}`, { token: fx.tokens.admin }))
      .body.data as Record<string, unknown>;
    const refused = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${fx.ids.volunteerNord}`, {
        token: fx.tokens.admin,
        body: { origin: user, current: { ...user, _id: fx.ids.volunteerSud, tel: '0600000000' } },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ _id: "Ne correspond pas à l'adresse de la requête" });
  });
});
