import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, choiceIdOf, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let now = new Date('2026-11-22T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

type File = Record<string, unknown> & { _id: string; file_number: number };
let unique = 0;
const person = (overrides: Record<string, unknown> = {}) => ({ surname: `Prénom${++unique}`, ...overrides });
const create = (token: string, recipient: Record<string, unknown>) =>
  server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', { token, body: { recipient } });
const createIn = async (antennaId: string, overrides: Record<string, unknown> = {}, token = fx.tokens.admin) => {
  const answer = await create(token, buildRecipient(ref, antennaId, person(overrides)));
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data?.recipient_id as string;
};
const load = async (id: string, token = fx.tokens.admin) =>
  (await server.request<File>('GET', `/api/web/recipient/${id}`, { token })).body.data as File;

describe('PUT /api/web/recipient/new and GET /api/web/last_file', () => {
  it('files a recipient with the next number and the defaults of a new file', async () => {
    const next = (await server.request<number>('GET', '/api/web/last_file', { token: fx.tokens.volunteerNord })).body.data as number;
    const id = await createIn(fx.antennas.nord, { children: '2' }, fx.tokens.volunteerNord);
    const file = await load(id);
    expect(file).toMatchObject({
      file_number: next,
      file_id: next,
      nationality: ref.francais,
      family_status: ref.celibataire,
      children: 2,
      children_charge: 0,
      actif: true,
      first_meeting: '2026-11-22',
      radiated: false,
      antenna_id: fx.antennas.nord,
    });
    expect((await server.request('GET', '/api/web/last_file', { token: fx.tokens.admin })).body.data).toBe(next + 1);
  });

  it('refuses a file without birth date, naming the field, and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      create(fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, person({ birth_date: null }))),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Tous les champs nécessaires ne sont pas remplis',
      errors: { birth_date: 'La date de naissance est requise' },
    });
  });

  it("gives every required-field message of docs/recipient-file.md, 'Identité'", async () => {
    const answer = await create(fx.tokens.admin, { antenna_id: null, nationality: null, family_status: null });
    expect(answer.body.errors).toEqual({
      antenna_id: "L'antenne d'accueil est requise",
      surname: 'Le prénom est requis',
      name: 'Le nom est requis',
      birth_date: 'La date de naissance est requise',
      'birth_place.city': 'La ville de naissance est requise',
      'birth_place.country': 'Le pays de naissance est requis',
      nationality: 'La nationalitée est requis',
      nationality_status: 'Le statut est requis',
      family_status: 'La situation familiale est requise',
    });
  });

  it('refuses the same person twice, in any antenna, naming the antenna of the first file', async () => {
    await createIn(fx.antennas.nord, { surname: 'Mehdi', name: 'Saïdi', birth_date: '1990-01-15' });
    const answer = await expectNothingAppended(server, () =>
      create(fx.tokens.adminSud, buildRecipient(ref, fx.antennas.sud, { surname: ' MEHDI ', name: 'saidi', birth_date: '1990-01-15' })),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'SIMILAR_RECIPIENT_EXISTS',
      message: "Un accueilli existe déjà (même prénom, nom et date de naissance) dans l'antenne Antenne Nord",
    });
    expect(
      (
        await create(
          fx.tokens.adminSud,
          buildRecipient(ref, fx.antennas.sud, { surname: 'Mehdi', name: 'Saïdi', birth_date: '1990-01-16' }),
        )
      ).status,
    ).toBe(200);
  });

  it('gives simultaneous creations distinct consecutive numbers', async () => {
    const before = (await server.request<number>('GET', '/api/web/last_file', { token: fx.tokens.admin })).body.data as number;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(fx.tokens.admin, buildRecipient(ref, fx.antennas.sud, person()))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = await Promise.all(answers.map(async (a) => (await load(a.body.data?.recipient_id as string)).file_number));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + i));
  });

  it('lets only ranks up to management choose another antenna', async () => {
    const refused = await expectNothingAppended(server, () =>
      create(fx.tokens.volunteerNord, buildRecipient(ref, fx.antennas.sud, person())),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Vous ne pouvez choisir que votre antenne');
    expect((await create(fx.tokens.management, buildRecipient(ref, fx.antennas.sud, person()))).status).toBe(200);
  });

  it("limits the referent of volunteers' files to users of the file's antenna", async () => {
    const refused = await create(fx.tokens.volunteerNord, buildRecipient(ref, fx.antennas.nord, person({ user_ref: fx.ids.volunteerSud })));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ user_ref: "Le référent doit être un accueillant de l'antenne du dossier" });
    expect(
      (await create(fx.tokens.volunteerNord, buildRecipient(ref, fx.antennas.nord, person({ user_ref: fx.ids.adminNord })))).status,
    ).toBe(200);
    expect((await create(fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, person({ user_ref: 'inconnu' })))).body.errors).toEqual({
      user_ref: 'Référent inconnu',
    });
  });
});

describe('GET and POST /api/web/recipient/:id', () => {
  it("refuses a user_relative user on another antenna's file with the message of docs/permissions.md", async () => {
    const id = await createIn(fx.antennas.nord);
    for (const request of [
      () => server.request('GET', `/api/web/recipient/${id}`, { token: fx.tokens.volunteerSud }),
      async () =>
        server.request('POST', `/api/web/recipient/${id}`, {
          token: fx.tokens.adminSud,
          body: { origin: await load(id), current: { ...(await load(id)), tel: '01' } },
        }),
    ]) {
      const answer = await expectNothingAppended(server, request);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("Vous n'avez pas le droit de consulter ce dossier !");
    }
    expect((await server.request('GET', `/api/web/recipient/${id}`, { token: fx.tokens.siege })).status).toBe(200);
  });

  it('records only the civil fields that changed, children as whole numbers', async () => {
    const id = await createIn(fx.antennas.nord);
    const origin = await load(id);
    const answer = await server.request('POST', `/api/web/recipient/${id}`, {
      token: fx.tokens.volunteerNord,
      body: { origin, current: { ...origin, tel: '0611223344', children_charge: '3' }, fail_on_concurrent: true },
    });
    expect(answer.status).toBe(200);
    expect(await load(id)).toMatchObject({ tel: '0611223344', children_charge: 3 });
    const events = await server.services.store.readStream(`recipient-${id}`);
    expect(events[events.length - 1]).toMatchObject({
      type: 'RecipientCivilDataChanged',
      data: { changes: { tel: { from: null, to: '0611223344' }, children_charge: { from: 0, to: 3 } } },
    });
    const again = await expectNothingAppended(server, async () =>
      server.request('POST', `/api/web/recipient/${id}`, {
        token: fx.tokens.volunteerNord,
        body: { origin: await load(id), current: await load(id) },
      }),
    );
    expect(again.status).toBe(200);
  });

  it('carries the boxes the other tabs save on the file, and takes them back untouched in a civil edit', async () => {
    const id = await createIn(fx.antennas.nord);
    const blank = await load(id);
    for (const field of [
      'oriented_by',
      'followed_by',
      'school_level',
      'actual_school_level',
      'french_level',
      'caf_number',
      'caf_date',
      'pole_emploi_number',
      'pole_emploi_date',
    ])
      expect(blank, field).toHaveProperty(field, null);
    const domain = await choiceIdOf(server, fx.tokens.admin, 'organism_domain', 'Association');
    const organism = await server.request<{ organism_id: string }>('PUT', '/api/web/organism/new', {
      token: fx.tokens.admin,
      body: { organism: { name: 'CCAS de Roubaix', domain_id: domain, address: { postal_code: '59100', city: 'Roubaix' } } },
    });
    const orgId = organism.body.data?.organism_id as string;
    const post = (path: string, body: unknown) =>
      server.request('POST', `/api/web/recipient/${id}/${path}`, { token: fx.tokens.admin, body });
    for (const [path, body] of [
      ['orientation', { oriented_by: orgId }],
      ['following', { followed_by: orgId }],
      ['school_level', { school_level: 'CAP', actual_school_level: 'BAC général', french_level: 'Courant' }],
      ['caf', { caf_number: '1234567', caf_date: '2026-01-05' }],
      ['pole_emploi', { pole_emploi_number: 'FT-42', pole_emploi_date: '2026-02-01' }],
    ] as const)
      expect((await post(path, body)).status, path).toBe(200);
    const file = await load(id);
    expect(file).toMatchObject({
      oriented_by: orgId,
      followed_by: orgId,
      school_level: 'CAP',
      actual_school_level: 'BAC général',
      french_level: 'Courant',
      caf_number: '1234567',
      caf_date: '2026-01-05',
      pole_emploi_number: 'FT-42',
      pole_emploi_date: '2026-02-01',
    });
    const edited = await server.request('POST', `/api/web/recipient/${id}`, {
      token: fx.tokens.admin,
      body: { origin: file, current: { ...file, tel: '0600000001', caf_number: 'ignoré' }, fail_on_concurrent: true },
    });
    expect(edited.status).toBe(200);
    expect(await load(id)).toMatchObject({ tel: '0600000001', caf_number: '1234567' });
  });

  it('refuses a change of antenna through the form, and an edit making two files the same person', async () => {
    const id = await createIn(fx.antennas.nord);
    const origin = await load(id);
    expect(
      (
        await server.request('POST', `/api/web/recipient/${id}`, {
          token: fx.tokens.admin,
          body: { origin, current: { ...origin, antenna_id: fx.antennas.sud } },
        })
      ).status,
    ).toBe(400);
    await createIn(fx.antennas.sud, { surname: 'Yanis', name: 'Belkacem', birth_date: '1979-07-07' });
    const clash = await server.request('POST', `/api/web/recipient/${id}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, surname: 'Yanis', name: 'BELKACEM', birth_date: '1979-07-07' } },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("Un accueilli existe déjà (même prénom, nom et date de naissance) dans l'antenne Antenne Sud");
  });
});

describe('radiation, renewal, transfer and deletion', () => {
  it('radiates only with a date, and lets only administrators renew', async () => {
    const id = await createIn(fx.antennas.nord);
    const noDate = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${id}/radiation`, { token: fx.tokens.adminNord, body: { on: null } }),
    );
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe('Veuillez indiquer la date de radiation');
    expect(
      (await server.request('POST', `/api/web/recipient/${id}/radiation`, { token: fx.tokens.adminNord, body: { on: '2026-10-01' } }))
        .status,
    ).toBe(200);
    expect(await load(id)).toMatchObject({ radiated: true, radiated_on: '2026-10-01' });
    expect(
      (await server.request('POST', `/api/web/recipient/${id}/radiation`, { token: fx.tokens.adminNord, body: { on: '2026-10-02' } }))
        .status,
    ).toBe(409);
    expect(
      (await server.request('POST', `/api/web/recipient/${id}/unradiation`, { token: fx.tokens.adminNord, body: { on: '2026-11-20' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('POST', `/api/web/recipient/${id}/unradiation`, { token: fx.tokens.admin, body: { on: '2026-11-20' } })).status,
    ).toBe(200);
    expect(await load(id)).toMatchObject({ radiated: false, radiated_on: '2026-11-20' });
  });

  it('refuses a transfer to the same antenna, and transfers to another with its new referent, naming it', async () => {
    const id = await createIn(fx.antennas.nord, { user_ref: fx.ids.volunteerNord });
    const transfer = (antennaId: string, body: Record<string, unknown>) =>
      server.request('POST', `/api/web/recipient/${id}/transfert/${antennaId}`, { token: fx.tokens.adminNord, body });
    const same = await expectNothingAppended(server, () => transfer(fx.antennas.nord, { user_ref: fx.ids.volunteerNord }));
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("L'antenne de destination est égale à l'antenne courante");
    const moved = await transfer(fx.antennas.sud, { user_ref: fx.ids.volunteerSud });
    expect(moved.body).toEqual({ success: true, data: { name: 'Antenne Sud' } });
    expect(await load(id)).toMatchObject({
      antenna_id: fx.antennas.sud,
      user_ref: fx.ids.volunteerSud,
      transfered_from_antenna: fx.antennas.nord,
      tranfered_from: fx.ids.adminNord,
      tranfered_on: '2026-11-22',
    });
    expect((await server.request('GET', `/api/web/recipient/${id}`, { token: fx.tokens.adminNord })).status).toBe(403);
    expect((await server.request('GET', `/api/web/recipient/${id}`, { token: fx.tokens.volunteerSud })).status).toBe(200);
    const history = await server.request<{ summary: string; changes: unknown[] }[]>('GET', `/api/web/recipient/${id}/history`, {
      token: fx.tokens.admin,
    });
    expect(history.body.data?.[0]).toMatchObject({
      summary: 'Transfert de « Antenne Nord » vers « Antenne Sud », suivi par volunteerSud VOLUNTEER',
      changes: [{ field: 'user_ref', label: 'Référent', from: 'volunteerNord VOLUNTEER', to: 'volunteerSud VOLUNTEER' }],
    });
    const rows = await server.request<{ _id: string }[]>('GET', `/api/web/recipients?user=${fx.ids.volunteerSud}&per_page=100`, {
      token: fx.tokens.admin,
    });
    expect(rows.body.data?.find((row) => row._id === id)).toMatchObject({ referent: { surname: 'volunteerSud', name: 'VOLUNTEER' } });
  });

  it('refuses a transfer without a new referent with a field message, and records nothing', async () => {
    const id = await createIn(fx.antennas.nord);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${id}/transfert/${fx.antennas.sud}`, { token: fx.tokens.volunteerNord }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: "Veuillez choisir le nouveau référent dans l'antenne de destination",
      errors: { user_ref: "Veuillez choisir le nouveau référent dans l'antenne de destination" },
    });
    expect(await load(id)).toMatchObject({ antenna_id: fx.antennas.nord });
  });

  it('refuses volunteers deleting a file; others delete it from lists, keeping its history', async () => {
    const id = await createIn(fx.antennas.nord);
    const refused = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/recipient/${id}`, { token: fx.tokens.volunteerNord }),
    );
    expect(refused.status).toBe(403);
    expect((await server.request('DELETE', `/api/web/recipient/${id}`, { token: fx.tokens.adminNord })).status).toBe(200);
    expect((await server.request('GET', `/api/web/recipient/${id}`, { token: fx.tokens.adminNord })).status).toBe(404);
    expect((await server.services.store.readStream(`recipient-${id}`)).map((e) => e.type)).toEqual([
      'RecipientCreated',
      'RecipientDeleted',
    ]);
  });
});

describe('header data', () => {
  it('keeps the justice period with its organism and the mail redirection shown in the header', async () => {
    const id = await createIn(fx.antennas.nord);
    const domain = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/organism_domain', { token: fx.tokens.admin })).body
      .data ?? [])[0]._id;
    const spip = {
      name: 'SPIP du Nord',
      domain_id: domain,
      address: { street: '28 rue de Tournai', postal_code: '59000', city: 'Lille' },
      tel: '0320128400',
    };
    const organismId = (
      await server.request<{ organism_id: string }>('PUT', '/api/web/organism/new', { token: fx.tokens.admin, body: { organism: spip } })
    ).body.data?.organism_id;
    expect(
      (
        await server.request('POST', `/api/web/recipient/${id}/justice`, {
          token: fx.tokens.volunteerNord,
          body: { justice: { start: '2026-01-10', end: '2027-01-09', organism_id: organismId } },
        })
      ).status,
    ).toBe(200);
    const backwards = await server.request('POST', `/api/web/recipient/${id}/justice`, {
      token: fx.tokens.volunteerNord,
      body: { justice: { start: '2026-01-10', end: '2025-01-09' } },
    });
    expect(backwards.body.errors).toEqual({ end: 'La fin de la période doit suivre son début' });
    await server.request('POST', `/api/web/recipient/${id}/mail_redirection`, {
      token: fx.tokens.volunteerNord,
      body: { mail_redirection: 'Chez sa sœur, 3 rue des Lilas, 59000 Lille' },
    });
    expect(await load(id)).toMatchObject({
      justice_start_date: '2026-01-10',
      justice_end_date: '2027-01-09',
      justice_organism_id: organismId,
      justice_organism: 'SPIP du Nord',
      mail_redirection: 'Chez sa sœur, 3 rue des Lilas, 59000 Lille',
    });
    expect((await server.request('GET', `/api/web/recipient/${id}/mail_redirection`, { token: fx.tokens.volunteerNord })).body.data).toBe(
      'Chez sa sœur, 3 rue des Lilas, 59000 Lille',
    );
  });
});

describe('partial edits', () => {
  it('accepts an edit that sends only the changed field, even when the file has a referent', async () => {
    const id = await createIn(fx.antennas.nord, { user_ref: fx.ids.adminNord });
    const answer = await server.request('POST', `/api/web/recipient/${id}`, {
      token: fx.tokens.adminNord,
      body: { origin: { tel: null }, current: { tel: '0700000000' } },
    });
    expect(answer.status).toBe(200);
    expect(await load(id)).toMatchObject({ tel: '0700000000', user_ref: fx.ids.adminNord });
  });

  it('keeps a file editable after its referent was deleted', async () => {
    const referent = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: {
        user: {
          surname: 'Référent',
          name: 'Parti',
          habilitation: 'volunteer',
          antenna_id: fx.antennas.nord,
          activity: { start_date: '2025-01-01' },
          login: `parti-${Date.now()}`,
          password: 'motdepasse',
        },
      },
    });
    const id = await createIn(fx.antennas.nord, { user_ref: referent.body.data?.user_id });
    await server.request('DELETE', `/api/web/user/${referent.body.data?.user_id}`, { token: fx.tokens.admin });
    const origin = await load(id);
    expect(
      (
        await server.request('POST', `/api/web/recipient/${id}`, {
          token: fx.tokens.adminNord,
          body: { origin, current: { ...origin, tel: '0711111111' } },
        })
      ).status,
    ).toBe(200);
  });
});

describe('abilities carried by the file and its comments', () => {
  it('tell each reader what the server will accept from them', async () => {
    const id = await createIn(fx.antennas.nord);
    expect((await load(id, fx.tokens.volunteerNord)).abilities).toEqual({
      edit: true,
      delete: false,
      radiate: true,
      renew: false,
      transfer: true,
      read_access_log: false,
    });
    expect((await load(id, fx.tokens.admin)).abilities).toMatchObject({ delete: true, renew: true, read_access_log: true });
    await server.request('PUT', '/api/web/comment/new', {
      token: fx.tokens.volunteerNord,
      body: { comment: { recipient_id: id, field: 'civil', text: 'Premier passage' } },
    });
    const seen = async (token: string) =>
      ((await server.request<{ abilities: unknown }[]>('GET', `/api/web/comments/${id}/civil`, { token })).body.data ?? [])[0]?.abilities;
    expect(await seen(fx.tokens.volunteerNord)).toEqual({ edit: true, delete: true });
    expect(await seen(fx.tokens.admin)).toEqual({ edit: false, delete: true });
    expect(await seen(fx.tokens.adminNord)).toEqual({ edit: false, delete: false });
  });

  it('are accepted back, untouched, in an update of the file', async () => {
    const id = await createIn(fx.antennas.nord);
    const file = await load(id, fx.tokens.volunteerNord);
    const answer = await server.request('POST', `/api/web/recipient/${id}`, {
      token: fx.tokens.volunteerNord,
      body: { origin: file, current: { ...file, tel: '0611111111' } },
    });
    expect(answer.status).toBe(200);
    expect(await load(id)).toMatchObject({ tel: '0611111111' });
  });
});
