import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { addMeeting, createHelp } from '../testing/meetings';
import { buildRecipient, fileRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HelpView } from '../types';

const NOW = '2026-11-22T10:00:00.000Z';
let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(NOW) });
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

const put = (help: Record<string, unknown>, token = fx.tokens.management) =>
  server.request<string>('PUT', '/api/web/help/new', { token, body: { help } });
const read = async (id: string, token = fx.tokens.volunteerNord) =>
  (await server.request<HelpView>('GET', `/api/web/help/${id}`, { token })).body;
const list = async (query = '', token = fx.tokens.volunteerNord) =>
  (await server.request<HelpView[]>('GET', `/api/web/helps${query}`, { token })).body.data ?? [];
const edit = async (id: string, current: Record<string, unknown>, token = fx.tokens.management) => {
  const origin = (await read(id, fx.tokens.admin)).data as HelpView;
  return server.request<string>('POST', `/api/web/help/${id}`, {
    token,
    body: { origin, current: { ...origin, ...current }, fail_on_concurrent: false },
  });
};

describe('PUT /api/web/help/new', () => {
  it('adds an aid with its price typed with a comma, not archived, read back by any signed-in user', async () => {
    const created = await put({ label: 'Ticket de métro', category: 'Transport', price: '1,90', stock: '40' });
    expect(created.status).toBe(200);
    expect(await read(created.body.data as string)).toEqual({
      success: true,
      data: {
        _id: created.body.data,
        label: 'Ticket de métro',
        category: 'Transport',
        price: 1.9,
        stock: 40,
        archived: false,
        last_update: NOW,
        meetings_count: 0,
        abilities: { edit: false, delete: false },
      },
    });
    expect((await read(created.body.data as string, fx.tokens.management)).data?.abilities).toEqual({ edit: true, delete: true });
  });

  it("refuses an aid without label with the catalogue's message, and one of an unknown category, negative or huge figures", async () => {
    const refused = await expectNothingAppended(server, () => put({ label: '  ', price: '-2', stock: 2_000_000 }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Aide non enregistrée. Des champs sont manquants',
      errors: {
        label: 'Le libellé est requis',
        price: 'Le prix ne peut pas être négatif',
        stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
      },
    });
    const category = await expectNothingAppended(server, () => put({ label: 'Cinéma', category: 'Loisirs' }));
    expect(category.body.errors).toEqual({ category: 'Valeur non autorisée' });
    const figures = await expectNothingAppended(server, () => put({ label: 'Carte', price: '1e9', stock: '-1' }));
    expect(figures.body.errors).toEqual({ price: 'Montant invalide', stock: 'Le stock doit être un nombre entier de 0 à 1 000 000' });
    const huge = await expectNothingAppended(server, () => put({ label: 'Carte', price: 1e12, stock: 1e20 }));
    expect(huge.body.errors).toEqual({
      price: 'Montant trop élevé (100 000 € au plus)',
      stock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
    });
  });

  it('puts an aid without category in Divers, with no price nor stock tracked', async () => {
    const id = await createHelp(server, fx.tokens.siege, { label: 'Vêtements' });
    expect((await read(id)).data).toMatchObject({ category: 'Divers', price: null, stock: null, archived: false });
  });

  it('refuses control characters and unknown fields', async () => {
    const refused = await expectNothingAppended(server, () => put({ label: 'Bon\u0007 repas', colour: 'red' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ label: 'Caractères non autorisés' });
  });

  it('refuses a writer without helps_management with 403, recording nothing', async () => {
    for (const token of [fx.tokens.volunteerNord, fx.tokens.adminNord]) {
      const refused = await expectNothingAppended(server, () => put({ label: 'Bon' }, token));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: "Vous n'avez pas les droits" });
    }
  });
});

describe('GET /api/web/helps', () => {
  it('lists the aids still offered by label, searched accents and case aside; archived on demand or all', async () => {
    const bon = await createHelp(server, fx.tokens.management, { label: 'Bon alimentaire Épicerie', category: 'Alimentaire', price: 10 });
    const carte = await createHelp(server, fx.tokens.management, { label: 'Carte téléphonique', category: 'Communication', price: 5 });
    const old = await createHelp(server, fx.tokens.management, { label: 'Bon épicerie ancien', archived: true });
    expect((await list('?search=EPICERIE')).map((help) => help._id)).toEqual([bon]);
    expect((await list('?search=communication')).map((help) => help._id)).toEqual([carte]);
    expect((await list('?search=epicerie&archived=true')).map((help) => help._id)).toEqual([old]);
    expect((await list('?search=epicerie&archived=all')).map((help) => help._id)).toEqual([bon, old]);
    const labels = (await list()).map((help) => help.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(labels).not.toContain('Bon épicerie ancien');
    expect((await server.request('GET', '/api/web/helps?archived=maybe', { token: fx.tokens.volunteerNord })).status).toBe(400);
  });

  it('refuses an anonymous reader', async () => {
    expect((await server.request('GET', '/api/web/helps')).status).toBe(401);
  });
});

describe('POST /api/web/help/:id', () => {
  it('records the fields changed (a price with a comma, archived), last_update moving', async () => {
    const id = await createHelp(server, fx.tokens.management, { label: 'Ticket bus', category: 'Transport', price: 2 });
    const edited = await edit(id, { price: '2,10', archived: true });
    expect(edited.body).toEqual({ success: true, data: id });
    expect((await read(id)).data).toMatchObject({ price: 2.1, archived: true, label: 'Ticket bus' });
  });

  it("refuses a cleared label with the catalogue's message, and a writer without the right with 403", async () => {
    const id = await createHelp(server, fx.tokens.management, { label: 'Colis' });
    const refused = await expectNothingAppended(server, () => edit(id, { label: '' }));
    expect(refused.body.errors).toEqual({ label: 'Le libellé est requis' });
    const forbidden = await expectNothingAppended(server, () => edit(id, { label: 'Colis garni' }, fx.tokens.volunteerNord));
    expect(forbidden.status).toBe(403);
  });

  it('answers 404 for an aid that does not exist', async () => {
    expect((await read('nope')).code).toBe('NOT_FOUND');
    const help = { label: 'x', category: 'Divers', price: null, stock: null, archived: false };
    const edited = await server.request('POST', '/api/web/help/nope', {
      token: fx.tokens.management,
      body: { origin: help, current: { ...help, label: 'y' } },
    });
    expect(edited.body).toMatchObject({ code: 'NOT_FOUND', message: 'Aide introuvable' });
  });
});

describe('DELETE /api/web/help/:id', () => {
  it('deletes an aid no meeting gave; 404 afterwards', async () => {
    const id = await createHelp(server, fx.tokens.management, { label: 'Essai' });
    expect((await server.request('DELETE', `/api/web/help/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(403);
    expect((await server.request('DELETE', `/api/web/help/${id}`, { token: fx.tokens.management })).body).toEqual({
      success: true,
      data: id,
    });
    expect((await read(id)).code).toBe('NOT_FOUND');
  });

  it('keeps an aid a meeting gave: 409 HELP_IN_USE, to be archived instead', async () => {
    const ref = await referenceIds(server, fx.tokens.admin);
    const file = await fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas.nord, { surname: 'Aidé' }));
    const id = await createHelp(server, fx.tokens.management, { label: 'Ticket tram', price: 1.5 });
    expect(
      (await addMeeting(server, fx.tokens.volunteerNord, file, { presence: 'Oui', helps: [{ help_id: id, quantity: 2 }] })).status,
    ).toBe(200);
    expect((await read(id, fx.tokens.management)).data).toMatchObject({ meetings_count: 1, abilities: { edit: true, delete: false } });
    const refused = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/help/${id}`, { token: fx.tokens.management }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'HELP_IN_USE',
      message: "Cette aide a été distribuée lors d'entretiens : elle ne peut pas être supprimée. Archivez-la pour ne plus la proposer.",
    });
  });
});
