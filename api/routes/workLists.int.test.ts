import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';
import { cacesFormation, cleaningJob, workReferences, type WorkReferences } from '../testing/work';
import type { Application, Experience, HistoryEntry } from '../types';

let server: TestServer;
let fx: Fixture;
let ref: WorkReferences;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await workReferences(server, fx);
});
afterAll(async () => {
  await server.close();
});

const token = () => fx.tokens.volunteerNord;
const saveList = (file: string, experiences: unknown[]) =>
  server.request<string[]>('POST', `/api/web/recipient/${file}/experiences`, { token: token(), body: { experiences } });
const experiencesOf = async (file: string) =>
  (await server.request<Experience[]>('GET', `/api/web/recipient/${file}/experiences`, { token: token() })).body.data ?? [];
const historyOf = async (file: string) =>
  (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body.data ?? [];

describe('POST /api/web/recipient/:id/experiences', () => {
  it('saves the whole list: edits those of the file, adds the new ones, deletes those left out', async () => {
    const file = await ref.newFile();
    const first = await saveList(file, [
      { name: 'Plongeur', company: 'Brasserie du Port', domain: ref.proprete, duration: { years: '2', months: '3' }, year: 2018 },
      { name: 'Manœuvre', duration: { years: null, months: 5 }, year: '2015' },
    ]);
    expect(first.body.success).toBe(true);
    const [plongeur, manoeuvre] = first.body.data as string[];
    const listed = await experiencesOf(file);
    expect(listed.map((row) => [row._id, row.duration_label])).toEqual([
      [plongeur, '2 ans et 3 mois'],
      [manoeuvre, '5 mois'],
    ]);
    expect(listed[0]).toMatchObject({ domain_label: 'Nettoyage et propreté', year: 2018, abilities: { edit: true, delete: true } });

    const second = await saveList(file, [
      { ...listed[0], duration: { years: 3, months: 0 } },
      { name: 'Cariste', year: 2021 },
    ]);
    expect(second.status).toBe(200);
    const [kept, added] = second.body.data as string[];
    expect(kept).toBe(plongeur);
    expect((await experiencesOf(file)).map((row) => [row._id, row.name, row.duration_label])).toEqual([
      [added, 'Cariste', null],
      [plongeur, 'Plongeur', '3 ans'],
    ]);
    const summaries = (await historyOf(file)).map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        "Ajout d'une expérience : Plongeur chez Brasserie du Port",
        "Modification d'une expérience",
        "Suppression d'une expérience",
        "Ajout d'une expérience : Cariste",
      ]),
    );
  });

  it('refuses the whole list for one invalid item, with errors at its position, and records nothing', async () => {
    const file = await ref.newFile();
    const saved = (await saveList(file, [{ name: 'Plongeur' }])).body.data as string[];
    const refused = await expectNothingAppended(server, () =>
      saveList(file, [{ name: 'Cariste' }, { _id: saved[0], name: 'Plongeur' }, { name: ' ', duration: { months: 13 } }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Expériences non mises à jour. Des champs sont manquants',
      errors: {
        'experiences.2.name': "La nom de l'emploi est requis",
        'experiences.2.duration.months': 'Le nombre de mois doit être un nombre entier de 0 à 11',
      },
    });
    const other = await ref.newFile();
    const foreign = await expectNothingAppended(server, () => saveList(other, [{ _id: saved[0], name: 'Plongeur' }]));
    expect(foreign.body.errors).toEqual({ 'experiences.0._id': 'Expérience introuvable' });
    const wrongList = await expectNothingAppended(server, () => saveList(file, [{ name: 'Cariste', domain: ref.permis }]));
    expect(wrongList.body.errors).toEqual({ 'experiences.0.domain': 'Valeur absente de la liste de référence' });
    const control = await expectNothingAppended(server, () =>
      saveList(file, [{ name: 'Cariste' }, { name: 'Maçon', comment: 'bip\u0007' }]),
    );
    expect(control.status).toBe(400);
    expect(control.body.errors).toEqual({ 'experiences.1.comment': 'Caractères non autorisés' });
    expect((await experiencesOf(file)).map((row) => row.name)).toEqual(['Plongeur']);
  });
});

describe('POST /api/web/application/:id/archive', () => {
  it('terminates the job, tells it in the history, and records nothing a second time', async () => {
    const file = await ref.newFile();
    const id = (
      await server.request<string>('PUT', `/api/web/recipient/${file}/applications`, {
        token: token(),
        body: { application: cleaningJob(ref) },
      })
    ).body.data as string;
    const archived = await server.request('POST', `/api/web/application/${id}/archive`, { token: token(), body: {} });
    expect(archived.body).toEqual({ success: true, data: id });
    const job = (await server.request<Application>('GET', `/api/web/application/${id}`, { token: token() })).body.data;
    expect(job).toMatchObject({ terminated: true, abilities: { edit: true, delete: true, archive: false } });
    const again = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/application/${id}/archive`, { token: token(), body: {} }),
    );
    expect(again.status).toBe(200);
    expect((await historyOf(file)).filter((entry) => entry.summary === 'Emploi archivé')).toHaveLength(1);
    const missing = await server.request('POST', '/api/web/application/inconnu/archive', { token: token(), body: {} });
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Emploi introuvable' });
  });
});

describe('the levels and France Travail boxes', () => {
  it('reads them empty, saves them, clears a field left out, and tells the history with labels', async () => {
    const file = await ref.newFile();
    const path = (key: string) => `/api/web/recipient/${file}/${key}`;
    expect((await server.request('GET', path('school_level'), { token: token() })).body).toEqual({
      success: true,
      data: { school_level: null, actual_school_level: null, french_level: null },
    });
    const levels = { school_level: '< BEPC', actual_school_level: 'CAP', french_level: 'Débutant' };
    expect((await server.request('POST', path('school_level'), { token: token(), body: levels })).status).toBe(200);
    expect((await server.request('GET', path('school_level'), { token: token() })).body.data).toEqual(levels);
    await server.request('POST', path('school_level'), { token: token(), body: { school_level: '< BEPC', french_level: 'Courant' } });
    expect((await server.request('GET', path('school_level'), { token: token() })).body.data).toEqual({
      school_level: '< BEPC',
      actual_school_level: null,
      french_level: 'Courant',
    });
    const unlisted = await expectNothingAppended(server, () =>
      server.request('POST', path('school_level'), { token: token(), body: { french_level: 'Natif' } }),
    );
    expect(unlisted.status).toBe(400);

    const agency = { pole_emploi_number: '1234567A', pole_emploi_date: '2025-11-03' };
    expect((await server.request('POST', path('pole_emploi'), { token: token(), body: agency })).status).toBe(200);
    expect((await server.request('GET', path('pole_emploi'), { token: token() })).body.data).toEqual(agency);
    const history = await historyOf(file);
    expect(history.find((entry) => entry.type === 'PoleEmploiChanged')).toMatchObject({
      summary: 'Modification des données France Travail',
      changes: [
        { field: 'pole_emploi_number', label: 'Identifiant France Travail', from: '—', to: '1234567A' },
        { field: 'pole_emploi_date', label: "Date d'inscription France Travail", from: '—', to: '03/11/2025' },
      ],
    });
  });

  it('names the lists by their labels in the history of a formation', async () => {
    const file = await ref.newFile();
    const id = (
      await server.request<string>('PUT', `/api/web/recipient/${file}/formations`, {
        token: token(),
        body: { formation: cacesFormation(ref) },
      })
    ).body.data as string;
    const formation = (await server.request<Record<string, unknown>>('GET', `/api/web/formation/${id}`, { token: token() })).body.data;
    await server.request('POST', `/api/web/formation/${id}`, {
      token: token(),
      body: { origin: formation, current: { ...formation, domain: ref.proprete, terminated: true } },
    });
    const history = await historyOf(file);
    expect(history.map((entry) => entry.summary)).toContain("Ajout d'une formation : CACES R489 (Prévue) au 02/03/2026");
    expect(history.find((entry) => entry.type === 'FormationChanged')?.changes).toEqual([
      { field: 'domain', label: 'Domaine', from: 'Bâtiment et travaux publics', to: 'Nettoyage et propreté' },
      { field: 'terminated', label: 'Terminée', from: 'Non', to: 'Oui' },
    ]);
  });
});
