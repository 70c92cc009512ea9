import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let domainId: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  domainId = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/organism_domain', { token: fx.tokens.admin })).body.data ??
    [])[0]._id;
});
afterAll(async () => {
  await server.close();
});

type Organism = { _id: string; name: string; antenna_id: string | null; archived: boolean; domain?: string; antenna_name?: string | null };
const organism = (name: string, extra: Record<string, unknown> = {}) => ({
  organism: {
    name,
    domain_id: domainId,
    address: { street: '2 rue de la Paix', postal_code: '69003', city: 'Lyon' },
    tel: '0472000000',
    ...extra,
  },
});
const create = (token: string, name: string, extra: Record<string, unknown> = {}) =>
  server.request<{ organism_id: string }>('PUT', '/api/web/organism/new', { token, body: organism(name, extra) });
const load = async (id: string, token = fx.tokens.admin) =>
  (await server.request<Record<string, unknown>>('GET', `/api/web/organism/${id}`, { token })).body.data as Record<string, unknown>;
const edit = async (id: string, token: string, change: Record<string, unknown>) => {
  const origin = await load(id);
  return server.request('POST', `/api/web/organism/${id}`, {
    token,
    body: { origin, current: { ...origin, ...change }, fail_on_concurrent: false },
  });
};

describe('PUT /api/web/organism/new', () => {
  it("creates an organism with the address book's defaults, visible to the creator's antenna", async () => {
    const answer = await create(fx.tokens.volunteerNord, 'CCAS de Villeurbanne');
    expect(answer.status).toBe(200);
    expect(await load(answer.body.data?.organism_id as string)).toMatchObject({
      name: 'CCAS de Villeurbanne',
      antenna_id: fx.antennas.nord,
      archived: false,
      source: false,
      destination: false,
    });
  });

  it('lets an organism manager make it visible to all (Tous is null)', async () => {
    const answer = await create(fx.tokens.admin, 'CAF du Rhône', { antenna_id: null });
    expect(await load(answer.body.data?.organism_id as string)).toMatchObject({ antenna_id: null });
  });

  it('refuses a missing name and domain with the messages of docs/screens.md', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/organism/new', { token: fx.tokens.admin, body: { organism: { name: ' ', tel: '01' } } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Des champs sont manquants',
      errors: { name: 'Le nom est requis', domain_id: 'Le domaine est requis' },
    });
  });

  it("refuses a name already used, whatever its case, accents and spaces, with that organism's name", async () => {
    await create(fx.tokens.admin, 'SPIP du Rhône');
    const answer = await expectNothingAppended(server, () => create(fx.tokens.volunteerSud, '  spip  DU rhone '));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme SPIP du Rhône existe déjà.",
      data: { name: 'SPIP du Rhône' },
    });
  });

  it('lets exactly one of two simultaneous creations of a name win', async () => {
    const answers = await Promise.all([
      create(fx.tokens.admin, 'France Travail Lyon Part-Dieu'),
      create(fx.tokens.adminNord, 'France Travail Lyon Part-Dieu'),
    ]);
    expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([200, 409]);
  });

  it('refuses a volunteer choosing a visibility other than their antenna', async () => {
    for (const antenna_id of [null, fx.antennas.sud]) {
      const answer = await expectNothingAppended(server, () =>
        create(fx.tokens.volunteerNord, `Association ${String(antenna_id)}`, { antenna_id }),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Seule la gestion des organismes peut choisir la visibilité');
    }
  });
});

describe('GET /api/web/organisms', () => {
  it('shows volunteers and antenna administrators only what is visible to all or to their antenna', async () => {
    const nordOnly = (await create(fx.tokens.adminNord, 'Secours du Nord')).body.data?.organism_id;
    const forAll = (await create(fx.tokens.admin, 'Hôpital Édouard Herriot', { antenna_id: null })).body.data?.organism_id;
    for (const token of [fx.tokens.volunteerSud, fx.tokens.adminSud]) {
      const ids = ((await server.request<Organism[]>('GET', '/api/web/organisms', { token })).body.data ?? []).map((o) => o._id);
      expect(ids).toContain(forAll);
      expect(ids).not.toContain(nordOnly);
      expect((await server.request('GET', `/api/web/organism/${nordOnly}`, { token })).status).toBe(403);
    }
    const all = ((await server.request<Organism[]>('GET', '/api/web/organisms', { token: fx.tokens.management })).body.data ?? []).map(
      (o) => o._id,
    );
    expect(all).toEqual(expect.arrayContaining([nordOnly, forAll]));
  });

  it('searches name, city and postal code without regard to accents, with the labels the list shows', async () => {
    await create(fx.tokens.admin, 'Maison de la Justice et du Droit', {
      antenna_id: null,
      address: { city: 'Vénissieux', postal_code: '69200' },
    });
    for (const search of ['venissieux', 'MAISON justice', '69200']) {
      const rows =
        (
          await server.request<Organism[]>('GET', `/api/web/organisms?search=${encodeURIComponent(search)}`, {
            token: fx.tokens.volunteerNord,
          })
        ).body.data ?? [];
      expect(rows.map((o) => o.name)).toEqual(['Maison de la Justice et du Droit']);
      expect(rows[0].domain).toEqual(expect.any(String));
      expect(rows[0].antenna_name).toBeNull();
    }
  });

  it('leaves archived organisms out of the plain list for pickers', async () => {
    const id = (await create(fx.tokens.admin, 'Ancien foyer', { antenna_id: null })).body.data?.organism_id as string;
    await edit(id, fx.tokens.admin, { archived: true });
    const plain =
      (await server.request<Organism[]>('GET', '/api/web/organisms/plain?search=foyer', { token: fx.tokens.admin })).body.data ?? [];
    expect(plain.map((o) => o._id)).not.toContain(id);
    const listed = (await server.request<Organism[]>('GET', '/api/web/organisms?search=foyer', { token: fx.tokens.admin })).body.data ?? [];
    expect(listed.find((o) => o._id === id)?.archived).toBe(true);
  });
});

describe('POST /api/web/organism/:id', () => {
  it('follows the edit rules: organism_management, or an item of one own antenna', async () => {
    const nord = (await create(fx.tokens.volunteerNord, 'Restos du Cœur Lille')).body.data?.organism_id as string;
    const shared = (await create(fx.tokens.admin, 'Emmaüs Connect', { antenna_id: null })).body.data?.organism_id as string;
    const cases: [string, string, number][] = [
      [fx.tokens.volunteerNord, nord, 200],
      [fx.tokens.adminNord, nord, 200],
      [fx.tokens.volunteerSud, nord, 403],
      [fx.tokens.management, nord, 403],
      [fx.tokens.siege, nord, 200],
      [fx.tokens.admin, shared, 200],
      [fx.tokens.adminNord, shared, 403],
      [fx.tokens.volunteerNord, shared, 403],
    ];
    for (const [token, id, status] of cases) {
      const answer = await edit(id, token, { remarque: `modifié ${Math.random()}` });
      expect(answer.status, `${id} by ${token.slice(-6)}`).toBe(status);
    }
  });

  it('refuses a visibility change without organism_management', async () => {
    const id = (await create(fx.tokens.volunteerNord, 'Épicerie solidaire')).body.data?.organism_id as string;
    const answer = await expectNothingAppended(server, () => edit(id, fx.tokens.volunteerNord, { antenna_id: null }));
    expect(answer.status).toBe(403);
    expect((await edit(id, fx.tokens.admin, { antenna_id: null })).status).toBe(200);
  });

  it('renames an organism: the new name is claimed, the old one is free again', async () => {
    const id = (await create(fx.tokens.admin, 'CHRS Le Relais')).body.data?.organism_id as string;
    expect((await edit(id, fx.tokens.admin, { name: 'CHRS Le Relais Lyon' })).status).toBe(200);
    expect((await create(fx.tokens.admin, 'CHRS Le Relais')).status).toBe(200);
    const clash = await edit(id, fx.tokens.admin, { name: 'chrs le relais' });
    expect(clash.status).toBe(409);
  });
});

describe('contacts', () => {
  const contact = (extra: Record<string, unknown>) => ({
    contact: { civility: 'Mme', surname: 'Nadia', name: 'Haddad', tel: '0478000000', ...extra },
  });

  it('creates a contact with defaults, shown with its organism, domain and function', async () => {
    const organismId = (await create(fx.tokens.admin, 'SPIP de la Loire', { antenna_id: null })).body.data?.organism_id as string;
    const fonction = ((
      await server.request<{ _id: string; label: string }[]>('GET', '/api/web/choices/contact_fonction', { token: fx.tokens.admin })
    ).body.data ?? [])[0];
    const answer = await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
      token: fx.tokens.adminNord,
      body: contact({ organism_id: organismId, fonction_id: fonction._id }),
    });
    expect(answer.status).toBe(200);
    const id = answer.body.data?.contact_id as string;
    expect((await server.request('GET', `/api/web/contact/${id}`, { token: fx.tokens.adminNord })).body.data).toMatchObject({
      archived: false,
      etiquette: false,
      antenna_id: fx.antennas.nord,
    });
    const rows =
      (
        await server.request<Record<string, unknown>[]>('GET', `/api/web/organism/${organismId}/contacts`, {
          token: fx.tokens.volunteerNord,
        })
      ).body.data ?? [];
    expect(rows).toEqual([
      expect.objectContaining({ _id: id, organism_name: 'SPIP de la Loire', fonction: fonction.label, domain: expect.any(String) }),
    ]);
  });

  it('requires first name, name and phone', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/contact/new', { token: fx.tokens.admin, body: { contact: { civility: 'M.' } } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ surname: 'Le prénom est requis', name: 'Le nom est requis', tel: 'Le Téléphone est requis' });
  });

  it('follows the renamed organism, and is found by the organism name', async () => {
    const organismId = (await create(fx.tokens.admin, 'Mission Locale Est', { antenna_id: null })).body.data?.organism_id as string;
    await server.request('PUT', '/api/web/contact/new', {
      token: fx.tokens.admin,
      body: contact({ surname: 'Hugo', name: 'Perrin', organism_id: organismId, antenna_id: null }),
    });
    await edit(organismId, fx.tokens.admin, { name: 'Mission Locale Lyon Est' });
    const rows =
      (
        await server.request<{ name: string; organism_name: string }[]>('GET', '/api/web/contacts?search=mission%20lyon', {
          token: fx.tokens.volunteerSud,
        })
      ).body.data ?? [];
    expect(rows).toEqual([expect.objectContaining({ name: 'Perrin', organism_name: 'Mission Locale Lyon Est' })]);
  });

  it('gives contacts by list in the order asked, leaving out those the user may not see', async () => {
    const ids: string[] = [];
    for (const [token, name] of [
      [fx.tokens.adminNord, 'Alpha'],
      [fx.tokens.adminSud, 'Bravo'],
      [fx.tokens.adminNord, 'Charlie'],
    ]) {
      ids.push(
        (await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', { token, body: contact({ name }) })).body.data
          ?.contact_id as string,
      );
    }
    const answer = await server.request<{ name: string }[]>('POST', '/api/web/contacts/by_list', {
      token: fx.tokens.volunteerNord,
      body: { contact_ids: [ids[2], ids[1], ids[0]] },
    });
    expect(answer.body.data?.map((c) => c.name)).toEqual(['Charlie', 'Alpha']);
  });

  it('refuses an unknown organism', async () => {
    const answer = await server.request('PUT', '/api/web/contact/new', {
      token: fx.tokens.admin,
      body: contact({ organism_id: 'inconnu' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ organism_id: 'Organisme inconnu' });
  });

  it('refuses an organism the writer may not see exactly as an unknown one, and records nothing', async () => {
    const sudOnly = (await create(fx.tokens.adminSud, 'Secours Populaire Marseille')).body.data?.organism_id as string;
    const answers = [];
    for (const organism_id of [sudOnly, 'inconnu']) {
      answers.push(
        await expectNothingAppended(server, () =>
          server.request('PUT', '/api/web/contact/new', { token: fx.tokens.volunteerNord, body: contact({ organism_id }) }),
        ),
      );
    }
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Organisme inconnu',
        errors: { organism_id: 'Organisme inconnu' },
      });
    }
  });

  it('refuses a function of another list', async () => {
    const country = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/country', { token: fx.tokens.admin })).body.data ??
      [])[0]._id;
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/contact/new', { token: fx.tokens.admin, body: contact({ fonction_id: country }) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ fonction_id: 'Valeur absente de la liste de référence' });
  });
});

describe('organism managers of an antenna', () => {
  const contact = (extra: Record<string, unknown>) => ({ contact: { surname: 'Paul', name: 'Lemaire', tel: '0320000000', ...extra } });

  it('read, list and edit the organisms and contacts of every antenna', async () => {
    const created = await create(fx.tokens.adminNord, 'Banque Alimentaire du Nord');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const organismId = created.body.data?.organism_id as string;
    const contactId = (
      await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
        token: fx.tokens.adminNord,
        body: contact({ organism_id: organismId }),
      })
    ).body.data?.contact_id as string;
    const me = (await server.request<Record<string, unknown>>('GET', `/api/web/user/${fx.ids.adminSud}`, { token: fx.tokens.super })).body
      .data as Record<string, unknown>;
    await server.request('POST', `/api/web/user/${fx.ids.adminSud}`, {
      token: fx.tokens.super,
      body: { origin: me, current: { ...me, rights: [...(me.rights as string[]), 'organism_management'] } },
    });
    const manager = fx.tokens.adminSud;
    expect((await server.request('GET', `/api/web/organism/${organismId}`, { token: manager })).status).toBe(200);
    expect((await server.request('GET', `/api/web/contact/${contactId}`, { token: manager })).status).toBe(200);
    expect(
      (await server.request<{ _id: string }[]>('GET', '/api/web/organisms', { token: manager })).body.data?.map((o) => o._id),
    ).toContain(organismId);
    expect(
      (await server.request<{ _id: string }[]>('GET', `/api/web/organism/${organismId}/contacts`, { token: manager })).body.data?.map(
        (c) => c._id,
      ),
    ).toEqual([contactId]);
    expect((await edit(organismId, manager, { remarque: 'Vu par la gestion des organismes' })).status).toBe(200);
  });
});

describe('abilities carried by an opened organism', () => {
  it('tell the reader whether the form may save and choose the visibility', async () => {
    const nord = (await create(fx.tokens.volunteerNord, 'Épicerie Solidaire Fives')).body.data?.organism_id as string;
    const shared = (await create(fx.tokens.admin, 'Caisse Primaire du Nord', { antenna_id: null })).body.data?.organism_id as string;
    const abilities = async (id: string, token: string) => (await load(id, token)).abilities;
    expect(await abilities(nord, fx.tokens.volunteerNord)).toEqual({ edit: true, change_visibility: false });
    expect(await abilities(shared, fx.tokens.volunteerNord)).toEqual({ edit: false, change_visibility: false });
    expect(await abilities(shared, fx.tokens.admin)).toEqual({ edit: true, change_visibility: true });
  });
});
