import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// The test server's day is 2026-11-22.
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

type Token = keyof Fixture['tokens'];
type Dom = Record<string, unknown> & { _id: string; abilities: { edit: boolean; delete: boolean } };
const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Personne${++unique}`, name: 'Martin' }));
const own = (user_id: string, start_date = '2026-11-01', extra: Record<string, unknown> = {}) => ({
  user_id,
  paper: 'Titre de séjour',
  origin: 'SPIP',
  start_date,
  last_meeting: '2026-10-28',
  ...extra,
});
const domicile = (recipientId: string, domiciliation: unknown, token: Token = 'adminNord') =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/domiciliations`, { token: fx.tokens[token], body: { domiciliation } });
const get = async (id: string, token: Token = 'adminNord') =>
  server.request<Dom>('GET', `/api/web/domiciliation/${id}`, { token: fx.tokens[token] });
const listOf = (recipientId: string, token: Token = 'adminNord') =>
  server.request<Dom[]>('GET', `/api/web/recipient/${recipientId}/domiciliations`, { token: fx.tokens[token] });
const created = async (recipientId: string, domiciliation: unknown, token: Token = 'adminNord') => {
  const answer = await domicile(recipientId, domiciliation, token);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as string;
};

describe('PUT and GET /api/web/recipient/:id/domiciliations', () => {
  it('domiciles a person for a year by default, the end date computed by the server', async () => {
    const file = await newFile();
    const answer = await domicile(file, own(fx.ids.volunteerNord, '2026-11-01', { end_date: '2030-01-01' }), 'volunteerNord');
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: expect.any(String) } });
    const list = await listOf(file, 'volunteerNord');
    expect(list.body).toMatchObject({ success: true });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: answer.body.data,
        kind: 'own',
        duration: 12,
        start_date: '2026-11-01',
        end_date: '2027-10-31',
        recipient_id: file,
        antenna_id: fx.antennas.nord,
        user: { surname: 'volunteerNord', name: 'VOLUNTEER', initials: 'VV' },
        valid: true,
        next: false,
        abilities: { edit: true, delete: false },
      }),
    ]);
  });

  it('records an external domiciliation with nothing required', async () => {
    const file = await newFile();
    const id = await created(file, { kind: 'external', name_dom: 'CCAS de Lille', address: '1 rue du Molinel' });
    expect((await get(id)).body.data).toMatchObject({ kind: 'external', name_dom: 'CCAS de Lille', valid: false });
  });

  it('refuses missing fields with the messages of the modal, and records nothing', async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => domicile(file, { paper: null, duration: '1,5' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Des champs sont manquants',
      errors: {
        user_id: 'Un référent est requis',
        paper: 'La pièce justificative est requise',
        start_date: 'La date de début est requise',
        last_meeting: "La date de l'entretien est requise",
        duration: 'La durée est un nombre entier de mois, de 1 à 120',
      },
    });
  });

  it('refuses an overlapping own domiciliation with ALREADY_DOMICILATED, and records nothing', async () => {
    const file = await newFile();
    await created(file, own(fx.ids.adminNord));
    const refused = await expectNothingAppended(server, () => domicile(file, own(fx.ids.adminNord, '2027-10-31')));
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, code: 'ALREADY_DOMICILATED', message: 'Cet utilisateur est déjà domicilié à cette période' },
    });
    expect((await domicile(file, own(fx.ids.adminNord, '2027-11-01'))).status).toBe(200);
  });

  it('lets exactly one of simultaneous overlapping requests succeed', async () => {
    const file = await newFile();
    const answers = await Promise.all(
      ['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01'].map((start) => domicile(file, own(fx.ids.adminNord, start))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'ALREADY_DOMICILATED')).toHaveLength(3);
    const added = (await server.services.store.readStream(`recipient-${file}`)).filter((e) => e.type === 'DomiciliationAdded');
    expect(added).toHaveLength(1);
  });

  it('refuses to domicile a radiated person, and records nothing', async () => {
    const file = await newFile();
    await server.request('POST', `/api/web/recipient/${file}/radiation`, { token: fx.tokens.adminNord, body: { on: '2026-11-20' } });
    const refused = await expectNothingAppended(server, () => domicile(file, own(fx.ids.adminNord)));
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, message: 'Cet accueilli est radié. Il ne peut pas être domicilié.' },
    });
  });

  it('lets volunteers and antenna administrators name referents of their antenna only', async () => {
    const file = await newFile();
    for (const token of ['volunteerNord', 'adminNord'] as const) {
      const refused = await expectNothingAppended(server, () => domicile(file, own(fx.ids.volunteerSud), token));
      expect(refused).toMatchObject({ status: 400, body: { message: 'Le référent doit être un accueillant de votre antenne' } });
    }
    expect((await domicile(file, own(fx.ids.volunteerSud), 'siege')).status).toBe(200);
  });
});

describe('GET, POST and DELETE /api/web/domiciliation/:id', () => {
  it('recomputes the end date when the duration changes, and names the change in the history', async () => {
    const file = await newFile();
    const id = await created(file, own(fx.ids.adminNord));
    const origin = (await get(id)).body.data as Dom;
    const answer = await server.request('POST', `/api/web/domiciliation/${id}`, {
      token: fx.tokens.volunteerNord,
      body: { origin, current: { ...origin, duration: '6', end_date: '2040-01-01' }, fail_on_concurrent: false },
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: id } });
    expect((await get(id)).body.data).toMatchObject({ duration: 6, end_date: '2027-04-30' });
    const history = await server.request<{ entries: { summary: string; changes: { label: string; to: string }[] }[] }>(
      'GET',
      `/api/web/recipient/${file}/history`,
      { token: fx.tokens.admin },
    );
    expect(JSON.stringify(history.body.data)).toContain("Modification d'une domiciliation");
  });

  it("deletes with dom_management only, else 403 'Vous n'avez pas les droits' and nothing recorded", async () => {
    const file = await newFile();
    const id = await created(file, own(fx.ids.adminNord));
    const refused = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/domiciliation/${id}`, { token: fx.tokens.volunteerNord }),
    );
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: "Vous n'avez pas les droits" } });
    expect((await get(id)).body.data?.abilities).toEqual({ edit: true, delete: true });
    expect((await server.request('DELETE', `/api/web/domiciliation/${id}`, { token: fx.tokens.adminNord })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
  });

  it('answers 404 for an unknown domiciliation', async () => {
    expect((await get('inconnue')).body).toMatchObject({ success: false, message: 'Domiciliation introuvable' });
  });
});

describe('permissions by habilitation and antenna', () => {
  it('opens a file of Nord to every habilitation but the users of Sud, who are refused with 403 and record nothing', async () => {
    const file = await newFile('nord');
    const id = await created(file, own(fx.ids.adminNord));
    const expected: Record<Token, { read: number; write: number; remove: number }> = {
      super: { read: 200, write: 200, remove: 200 },
      admin: { read: 200, write: 200, remove: 200 },
      siege: { read: 200, write: 200, remove: 200 },
      management: { read: 200, write: 200, remove: 200 },
      adminNord: { read: 200, write: 200, remove: 200 },
      volunteerNord: { read: 200, write: 200, remove: 403 },
      adminSud: { read: 403, write: 403, remove: 403 },
      volunteerSud: { read: 403, write: 403, remove: 403 },
    };
    for (const [token, statuses] of Object.entries(expected) as [Token, (typeof expected)[Token]][]) {
      const origin = (await get(id, 'admin')).body.data as Dom;
      const read = [(await get(id, token)).status, (await listOf(file, token)).status];
      expect(read, token).toEqual([statuses.read, statuses.read]);
      const update = () =>
        server.request('POST', `/api/web/domiciliation/${id}`, {
          token: fx.tokens[token],
          body: { origin, current: { ...origin, remarque: `vu par ${token}` } },
        });
      const write = statuses.write === 200 ? await update() : await expectNothingAppended(server, update);
      expect(write.status, token).toBe(statuses.write);
      if (statuses.remove !== 200) {
        const remove = await expectNothingAppended(server, () =>
          server.request('DELETE', `/api/web/domiciliation/${id}`, { token: fx.tokens[token] }),
        );
        expect(remove.status, token).toBe(statuses.remove);
      }
    }
    for (const token of ['super', 'admin', 'siege', 'management', 'adminNord'] as const) {
      const other = await created(file, own(fx.ids.adminNord, `2030-0${Object.keys(expected).indexOf(token) + 1}-01`, { duration: 1 }));
      expect((await server.request('DELETE', `/api/web/domiciliation/${other}`, { token: fx.tokens[token] })).status, token).toBe(200);
    }
  });
});
