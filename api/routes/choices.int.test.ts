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

type Item = { _id: string; label: string; last_update: string };
const list = async (type: string, token = fx.tokens.volunteerNord) =>
  (await server.request<Item[]>('GET', `/api/web/choices/${type}`, { token })).body.data ?? [];
const add = (type: string, label: string, token = fx.tokens.admin) =>
  server.request<string>('PUT', `/api/web/choices/${type}`, { token, body: { [type]: { label } } });

describe('GET /api/web/choices', () => {
  it('lists every reference list with its French name', async () => {
    const answer = await server.request<{ key: string; label: string }[]>('GET', '/api/web/choices', { token: fx.tokens.volunteerNord });
    expect(answer.body.data).toContainEqual({ key: 'nationality_status', label: 'Statuts de nationalité' });
    expect(answer.body.data).toHaveLength(17);
  });
});

describe('GET /api/web/choices/:type', () => {
  it('gives the default entries of a new data directory, alphabetically', async () => {
    const statuses = await list('nationality_status');
    expect(statuses.map((s) => s.label).sort()).toEqual(
      [
        "Demandeur d'asile",
        "En attente d'autorisation",
        'Européen',
        'Nationalité Fr',
        'Réfugié politique',
        'Résident',
        'Sans titre de séjour',
        'Titre de séjour',
        'Titre provisoire',
      ].sort(),
    );
    expect((await list('nationality')).map((n) => n.label)).toContain('Français');
    expect((await list('country')).length).toBeGreaterThan(150);
  });

  it('refuses an unknown list', async () => {
    const answer = await server.request('GET', '/api/web/choices/couleurs', { token: fx.tokens.admin });
    expect(answer.status).toBe(400);
  });
});

describe('PUT /api/web/choices/:type', () => {
  it('adds an entry with ref_management', async () => {
    const answer = await add('housing_nature', 'Hébergement en péniche');
    expect(answer.status).toBe(200);
    expect((await list('housing_nature')).map((c) => c.label)).toContain('Hébergement en péniche');
  });

  it('refuses a label already in the list, whatever its case and accents', async () => {
    await add('formation_type', 'Atelier cuisine');
    const answer = await expectNothingAppended(server, () => add('formation_type', ' ATELIER  CUISINÉ '));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'CHOICE_ALREADY_EXISTS',
      message: 'Le libellé « Atelier cuisine » existe déjà dans cette liste',
    });
    expect((await add('detention_status', 'Atelier cuisine')).status).toBe(200);
  });

  it('refuses users without ref_management, and an empty label', async () => {
    for (const token of [fx.tokens.adminNord, fx.tokens.volunteerNord, fx.tokens.management]) {
      expect((await expectNothingAppended(server, () => add('family_status', 'Pacsé(e) à distance', token))).status).toBe(403);
    }
    const empty = await add('family_status', '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ label: 'Le libellé est requis' });
  });

  it('refuses a body whose key is not the list', async () => {
    const answer = await server.request('PUT', '/api/web/choices/family_status', {
      token: fx.tokens.admin,
      body: { country: { label: 'Atlantide' } },
    });
    expect(answer.status).toBe(400);
  });
});

describe('POST and DELETE /api/web/choice/:id', () => {
  it('renames an entry, freeing the old label and claiming the new one', async () => {
    const id = (await add('contact_status', 'Partenaire ponctuel')).body.data as string;
    const item = (await list('contact_status')).find((c) => c._id === id) as Item;
    const answer = await server.request('POST', `/api/web/choice/${id}`, {
      token: fx.tokens.admin,
      body: { origin: item, current: { ...item, label: 'Partenaire occasionnel' }, fail_on_concurrent: false },
    });
    expect(answer.status).toBe(200);
    expect((await list('contact_status')).find((c) => c._id === id)?.label).toBe('Partenaire occasionnel');
    expect((await add('contact_status', 'Partenaire ponctuel')).status).toBe(200);
    expect((await add('contact_status', 'partenaire occasionnel')).status).toBe(409);
  });

  it('deletes an entry: gone from the list, its label free again, its label kept for records', async () => {
    const id = (await add('radiation_reasons', 'Déménagement outre-mer')).body.data as string;
    const answer = await server.request('DELETE', `/api/web/choice/${id}`, { token: fx.tokens.admin });
    expect(answer.status).toBe(200);
    expect((await list('radiation_reasons')).map((c) => c._id)).not.toContain(id);
    const events = await server.services.store.readStream(`choice-${id}`);
    expect(events.map((e) => e.type)).toEqual(['ChoiceCreated', 'ChoiceDeleted']);
    const withDeleted =
      (await server.request<Item[]>('GET', '/api/web/choices/radiation_reasons?with_deleted=true', { token: fx.tokens.volunteerNord })).body
        .data ?? [];
    expect(withDeleted.find((c) => c._id === id)).toMatchObject({ label: 'Déménagement outre-mer', deleted: true });
    expect((await add('radiation_reasons', 'Déménagement outre-mer')).status).toBe(200);
    const { choiceLabels } = await import('../../projections/choices');
    expect((await choiceLabels(server.services.docs, [id])).get(id)).toBe('Déménagement outre-mer');
  });

  it('refuses deleting without ref_management and deleting twice', async () => {
    const id = (await add('radiation_status', 'Suspendu')).body.data as string;
    expect((await server.request('DELETE', `/api/web/choice/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(403);
    expect((await server.request('DELETE', `/api/web/choice/${id}`, { token: fx.tokens.admin })).status).toBe(200);
    expect((await server.request('DELETE', `/api/web/choice/${id}`, { token: fx.tokens.admin })).status).toBe(404);
  });
});
