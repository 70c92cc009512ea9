import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// The test server's day is 2026-11-22.
let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let spip: string;
let mairie: string;
let place: string;
let status: string;
let unique = 0;

type Token = keyof Fixture['tokens'];
const request = <T = unknown>(method: string, path: string, body?: unknown, token: Token = 'adminNord') =>
  server.request<T>(method, `/api/web${path}`, { token: fx.tokens[token], body });
const choice = async (type: string) =>
  ((await request<{ _id: string }[]>('GET', `/choices/${type}`, undefined, 'admin')).body.data ?? [])[0]._id;
const organism = async (name: string) => {
  const domain_id = await choice('organism_domain');
  return (await request<{ organism_id: string }>('PUT', '/organism/new', { organism: { name, domain_id } }, 'admin')).body.data
    ?.organism_id as string;
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  [spip, mairie, place, status] = await Promise.all([
    organism('SPIP du Rhône'),
    organism('Mairie de Lyon'),
    choice('detention_place'),
    choice('detention_status'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Personne${++unique}`, name: 'Martin' }));
const follow = (start_date: string, end_date: string, organism_id = spip) => ({ organism_id, start_date, end_date });
const addFollow = (file: string, body: unknown, token: Token = 'adminNord') =>
  request<string>('PUT', `/recipient/${file}/follow`, { follow: body }, token);
const addDetention = (file: string, body: unknown, token: Token = 'adminNord') =>
  request<string>('PUT', `/recipient/${file}/detentions`, { detention: body }, token);
const created = async (answer: Promise<{ status: number; body: { data?: unknown } }>) => {
  const { status: code, body } = await answer;
  if (code !== 200) throw new Error(JSON.stringify(body));
  return body.data as string;
};
type Path = { title: string; closed: boolean; detentions: Record<string, unknown>[] };

describe('detention elements and penal paths', () => {
  it('records elements, answers them grouped in paths with labels and the duration computed, edits and deletes them', async () => {
    const file = await newFile();
    const first = await created(
      addDetention(file, { place, status, start_date: '2024-01-10', end_date: '2025-01-09', exit_date: '2024-10-10', last: true }),
    );
    await created(
      addDetention(file, { place, status, start_date: '2026-02-01', duration: '', organism_id: spip, detention_number: '41200' }),
    );
    const paths = (await request<Path[]>('GET', `/recipient/${file}/detentions`)).body.data as Path[];
    expect(paths.map((p) => [p.title, p.closed, p.detentions.length])).toEqual([
      ['Parcours pénal n°1', true, 1],
      ['Parcours pénal n°2', false, 1],
    ]);
    expect(paths[0].detentions[0]).toMatchObject({
      _id: first,
      recipient_id: file,
      place_label: expect.any(String),
      status_label: expect.any(String),
      duration: 9,
      duration_computed: true,
      follow: null,
      abilities: { edit: true, delete: true, link_follow: true },
    });
    expect(paths[1].detentions[0]).toMatchObject({
      duration: null,
      organism: { _id: spip, name: 'SPIP du Rhône' },
      detention_number: '41200',
    });

    const origin = (await request<Record<string, unknown>>('GET', `/detention/${first}`)).body.data as Record<string, unknown>;
    expect((await request('POST', `/detention/${first}`, { origin, current: { ...origin, duration: '8' } }, 'volunteerNord')).status).toBe(
      200,
    );
    expect((await request<Record<string, unknown>>('GET', `/detention/${first}`)).body.data).toMatchObject({
      duration: 8,
      duration_computed: false,
    });
    expect((await request('DELETE', `/detention/${first}`, undefined, 'volunteerNord')).status).toBe(200);
    expect((await request('GET', `/detention/${first}`)).status).toBe(404);
  });

  it('refuses an element without place nor status with the messages of docs/recipient-file.md, and records nothing', async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => addDetention(file, { place: null, status: '' }));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Parcours non mis à jour. Des champs sont manquants',
        errors: { place: 'Le lieu de détention est requis', status: 'Le status est requis' },
      },
    });
  });
});

describe('follow-ups', () => {
  it('records, reads, finds by date, edits and deletes a SPIP follow-up', async () => {
    const file = await newFile();
    const id = await created(addFollow(file, follow('2026-11-01', '2027-04-30'), 'volunteerNord'));
    const list = (await request<Record<string, unknown>[]>('GET', `/recipient/${file}/follow`)).body.data;
    expect(list).toEqual([
      expect.objectContaining({
        _id: id,
        organism: { _id: spip, name: 'SPIP du Rhône' },
        running: true,
        contact_ids: [],
        abilities: { edit: true, delete: true },
      }),
    ]);
    expect((await request('GET', `/recipient/${file}/follow/2027-04-30`)).body.data).toMatchObject({ _id: id });
    expect((await request('GET', `/recipient/${file}/follow/2027-05-01`)).body).toMatchObject({ success: true, data: null });
    const origin = (await request<Record<string, unknown>>('GET', `/follow/${id}`)).body.data as Record<string, unknown>;
    expect(
      (await request('POST', `/follow/${id}`, { origin, current: { ...origin, end_date: '2027-05-31' }, fail_on_concurrent: false }))
        .status,
    ).toBe(200);
    expect((await request('GET', `/recipient/${file}/follow/2027-05-15`)).body.data).toMatchObject({ _id: id });
    expect((await request('DELETE', `/follow/${id}`)).status).toBe(200);
    expect((await request('GET', `/follow/${id}`)).status).toBe(404);
  });

  it('refuses an organism that is not a SPIP and missing fields with 400, and records nothing', async () => {
    const file = await newFile();
    const notSpip = await expectNothingAppended(server, () => addFollow(file, follow('2026-11-01', '2027-04-30', mairie)));
    expect(notSpip).toMatchObject({
      status: 400,
      body: {
        message: "Le suivi n'a pas pu être validé",
        errors: { organism_id: "Seul un SPIP assure un suivi : le nom de l'organisme doit commencer par SPIP" },
      },
    });
    const missing = await expectNothingAppended(server, () => addFollow(file, { organism_id: null, start_date: null, end_date: '' }));
    expect(missing.body.errors).toEqual({
      organism_id: "L'organisme de suivi est requis",
      start_date: 'La date de début de suivi est requise',
      end_date: 'La date de fin de suivi est requise',
    });
  });

  it('refuses an overlapping follow-up with 409 CONFLICT_ERROR, and lets exactly one of simultaneous ones in', async () => {
    const file = await newFile();
    await created(addFollow(file, follow('2026-01-01', '2026-06-30')));
    const refused = await expectNothingAppended(server, () => addFollow(file, follow('2026-06-30', '2026-12-31')));
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT_ERROR', message: 'Le suivi rentre en conflit avec un autre' } });
    const answers = await Promise.all(
      ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'].map((start) => addFollow(file, follow(start, '2027-06-30'))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'CONFLICT_ERROR')).toHaveLength(3);
    const added = (await server.services.store.readStream(`recipient-${file}`)).filter((e) => e.type === 'FollowAdded');
    expect(added).toHaveLength(2);
  });
});

describe('POST /api/web/detention/:id/link_follow', () => {
  it('makes a follow-up of the element and links it; a second link is 409; deleting the follow-up unlinks it', async () => {
    const file = await newFile();
    const detention = await created(
      addDetention(file, { place, status, start_date: '2026-10-01', end_date: '2027-03-31', organism_id: spip }),
    );
    const followId = await created(request('POST', `/detention/${detention}/link_follow`, {}, 'volunteerNord'));
    expect((await request('GET', `/detention/${detention}`)).body.data).toMatchObject({
      follow_id: followId,
      follow: { _id: followId, organism: 'SPIP du Rhône', start_date: '2026-10-01', end_date: '2027-03-31' },
    });
    expect((await request('GET', `/follow/${followId}`)).body.data).toMatchObject({ detention_ids: [detention] });
    const again = await expectNothingAppended(server, () => request('POST', `/detention/${detention}/link_follow`, {}));
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_LINKED' } });
    await request('DELETE', `/follow/${followId}`);
    expect((await request('GET', `/detention/${detention}`)).body.data).toMatchObject({ follow_id: null, follow: null });
  });

  it('refuses an element without dates nor organism with the two messages of docs/recipient-file.md', async () => {
    const file = await newFile();
    const detention = await created(addDetention(file, { place, status }));
    const refused = await expectNothingAppended(server, () => request('POST', `/detention/${detention}/link_follow`, {}));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: "Le suivi n'a pas pu être validé",
        errors: {
          start_date: 'Les dates de début et fin doivent être renseignées',
          end_date: 'Les dates de début et fin doivent être renseignées',
          organism_id: "L'organisme doit être renseigné (seul ou via un contact)",
        },
      },
    });
  });
});

describe('sid, sid infos, condamnations and the header badge', () => {
  it('records them on the file, and the badge follows the justice period, else the follow-up running today', async () => {
    const file = await newFile();
    const read = async () => (await request<Record<string, unknown>>('GET', `/recipient/${file}`)).body.data as Record<string, unknown>;
    expect(await read()).toMatchObject({
      sid: false,
      sid_infos: {},
      condamnations: null,
      justice: null,
      justice_badge: 'Pas de suivi en cours',
    });
    await created(addFollow(file, follow('2026-11-01', '2027-04-30')));
    expect((await read()).justice_badge).toBe('Sous main de justice du : 01/11/2026 au 30/04/2027 (SPIP du Rhône)');
    expect((await request('POST', `/recipient/${file}/sid`, { sid: true }, 'volunteerNord')).status).toBe(200);
    expect(
      (await request('POST', `/recipient/${file}/sid_infos`, { sid_infos: { number: '41200', place, probable_release: '2027-01-15' } }))
        .status,
    ).toBe(200);
    expect((await request('POST', `/recipient/${file}/condamnations`, { condamnations: 'Vol, 18 mois' })).status).toBe(200);
    await request('POST', `/recipient/${file}/justice`, { justice: { start: '2026-09-01', end: null, organism_id: spip } });
    expect(await read()).toMatchObject({
      sid: true,
      sid_infos: { number: '41200', place, probable_release: '2027-01-15' },
      condamnations: 'Vol, 18 mois',
      justice: { source: 'period', start: '2026-09-01', end: null, organism: 'SPIP du Rhône' },
      justice_badge: 'Sous main de justice du : 01/09/2026 au ??? (SPIP du Rhône)',
    });
    const history = ((await request<{ summary: string }[]>('GET', `/recipient/${file}/history`)).body.data ?? []).map((e) => e.summary);
    expect(history).toEqual(
      expect.arrayContaining([
        'Suivi initié en détention : Oui',
        expect.stringMatching(/^Suivi par SPIP du Rhône du 01\/11\/2026 au 30\/04\/2027$/),
      ]),
    );
    expect((await request('GET', `/recipient/${file}/sid_meetings`)).body).toMatchObject({ success: true, data: [] });
  });
});

describe('permissions', () => {
  it('refuses every penal call on a file of another antenna to a user_relative reader, recording nothing', async () => {
    const file = await newFile('nord');
    const detention = await created(
      addDetention(file, { place, status, start_date: '2026-10-01', end_date: '2027-03-31', organism_id: spip }),
    );
    const followId = await created(addFollow(file, follow('2025-01-01', '2025-06-30')));
    for (const token of ['volunteerSud', 'adminSud'] as const) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/recipient/${file}/detentions`],
        ['PUT', `/recipient/${file}/detentions`, { detention: { place, status } }],
        ['GET', `/detention/${detention}`],
        ['POST', `/detention/${detention}`, { origin: { duration: null }, current: { duration: 3 } }],
        ['POST', `/detention/${detention}/link_follow`, {}],
        ['DELETE', `/detention/${detention}`],
        ['GET', `/recipient/${file}/follow`],
        ['GET', `/recipient/${file}/follow/2025-03-01`],
        ['PUT', `/recipient/${file}/follow`, { follow: follow('2028-01-01', '2028-06-30') }],
        ['GET', `/follow/${followId}`],
        ['POST', `/follow/${followId}`, { origin: { end_date: '2025-06-30' }, current: { end_date: '2025-07-31' } }],
        ['DELETE', `/follow/${followId}`],
        ['GET', `/recipient/${file}/sid_meetings`],
        ['POST', `/recipient/${file}/sid`, { sid: true }],
        ['POST', `/recipient/${file}/sid_infos`, { sid_infos: { number: '1' } }],
        ['POST', `/recipient/${file}/condamnations`, { condamnations: 'x' }],
      ];
      for (const [method, path, body] of calls) {
        const answer = await expectNothingAppended(server, () => request(method, path, body, token));
        expect([method, path, answer.status]).toEqual([method, path, 403]);
      }
    }
    for (const token of ['siege', 'management', 'volunteerNord'] as const)
      expect((await request('GET', `/recipient/${file}/detentions`, undefined, token)).status).toBe(200);
  });
});

describe('housing: a SPIP-funded stay needs a follow-up (NO FOLLOWING)', () => {
  it('refuses creating or moving a SPIP-funded stay outside the follow-ups with 409 NO FOLLOWING, recording nothing', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: 'P1', antenna: 'nord' }]);
    const file = await newFile();
    const stay = ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-01', '2026-11-30', { founding: 'SPIP' });
    const house = () => request<string>('PUT', `/recipient/${file}/housings`, stay);
    const refused = await expectNothingAppended(server, house);
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, code: 'NO FOLLOWING', message: 'Pas de suivi SPIP pour ces dates', data: 'NO FOLLOWING' },
    });
    await created(addFollow(file, follow('2026-10-15', '2026-12-15')));
    const stayId = await created(house());
    const origin = (await request<Record<string, unknown>>('GET', `/housing/${stayId}`)).body.data as Record<string, unknown>;
    const moved = await expectNothingAppended(server, () =>
      request('POST', `/housing/${stayId}`, { origin, current: { ...origin, end_date: '2026-12-20' }, fail_on_concurrent: false }),
    );
    expect(moved).toMatchObject({ status: 409, body: { code: 'NO FOLLOWING', data: 'NO FOLLOWING' } });
  });
});
