import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Money and counts out of bounds are refused before anything is recorded, and the figures read back are finite.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const newFile = async () =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, { surname: `Montant${++unique}`, name: 'Martin' }));
const house = (recipientId: string, body: unknown) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/housings`, { token: fx.tokens.adminNord, body });
const stayIn = async (number: string) => {
  const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number, antenna: 'nord' }]);
  return (extra: Record<string, unknown>) => ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-01', '2026-12-11', extra);
};

describe('PUT /api/web/hotel/:hotelId/rooms: the monthly rent', () => {
  const addRoom = (hotelId: string, price: unknown) =>
    server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token: fx.tokens.super,
      body: { room: { number: `P${++unique}`, antenna_id: fx.antennas.nord, price } },
    });

  it('refuses a negative price, naming it, and records nothing', async () => {
    const { hotelId } = await createHotelWithRooms(server, fx, []);
    const refused = await expectNothingAppended(server, () => addRoom(hotelId, -10));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { price: 'Le prix ne peut pas être négatif' } });
  });

  it('refuses a price above 100 000 €, and one written in hexadecimal', async () => {
    const { hotelId } = await createHotelWithRooms(server, fx, []);
    const tooLarge = await expectNothingAppended(server, () => addRoom(hotelId, 1e9));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual({ price: 'Montant trop élevé (100 000 € au plus)' });
    const hexadecimal = await expectNothingAppended(server, () => addRoom(hotelId, '0x10'));
    expect(hexadecimal.status).toBe(400);
    expect(hexadecimal.body.errors).toEqual({ price: 'Montant invalide' });
  });
});

describe('PUT /api/web/recipient/:id/housings: share, payments and nights out of contract', () => {
  it('refuses each figure out of bounds, naming its field, and records nothing', async () => {
    const stay = await stayIn('A1');
    const file = await newFile();
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ price: -1 }, { price: 'Le prix ne peut pas être négatif' }],
      [{ price: 1e7 }, { price: 'Montant trop élevé (100 000 € au plus)' }],
      [{ payments: [{ amount: 0 }] }, { payments: 'Un versement doit être positif' }],
      [{ payments: [{ amount: 20 }, { amount: -5 }] }, { payments: 'Un versement doit être positif' }],
      [{ nights_out_contracts: -3 }, { nights_out_contracts: 'Nombre de nuits invalide' }],
    ];
    for (const [fields, errors] of refusals) {
      const refused = await expectNothingAppended(server, () => house(file, stay(fields)));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Hébergements non mis à jour. Des champs sont manquants',
        errors,
      });
    }
    expect((await house(file, stay({}))).status).toBe(200);
  });
});

describe('POST /api/web/housing/:id and GET /api/web/housing/:id', () => {
  it('refuses an edit of a stored stay to a negative share, and records nothing', async () => {
    const stay = await stayIn('B1');
    const created = await house(await newFile(), stay({ price: '3,50' }));
    expect(created.status).toBe(200);
    const origin = (
      await server.request<Record<string, unknown>>('GET', `/api/web/housing/${created.body.data}`, { token: fx.tokens.adminNord })
    ).body.data as Record<string, unknown>;
    const refused = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/housing/${created.body.data}`, {
        token: fx.tokens.adminNord,
        body: { origin, current: { ...origin, price: '-3,50' } },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ price: 'Le prix ne peut pas être négatif' });
  });

  it('reads back finite figures for a normal stay', async () => {
    const stay = await stayIn('C1');
    const created = await house(
      await newFile(),
      stay({ price: '3,50', payments: [{ amount: '20,5' }, { amount: 10, date: '2026-11-20' }], nights_out_contracts: '2' }),
    );
    expect(created.status).toBe(200);
    const read = (
      await server.request<Record<string, unknown>>('GET', `/api/web/housing/${created.body.data}`, { token: fx.tokens.adminNord })
    ).body.data as Record<string, unknown>;
    for (const figure of ['nights', 'total_price', 'total_payment', 'solde']) expect(Number.isFinite(read[figure]), figure).toBe(true);
    expect(read).toMatchObject({ nights: 10, total_price: 35, total_payment: 30.5, solde: -4.5, out_contract_cost: 7 });
  });
});
