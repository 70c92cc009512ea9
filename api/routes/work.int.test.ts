import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';
import { cacesFormation, cleaningJob, workReferences, type WorkReferences } from '../testing/work';
import type { Application, Formation, Qualification } from '../types';

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

const put = (file: string, things: string, body: Record<string, unknown>, token = fx.tokens.volunteerNord) =>
  server.request<string>('PUT', `/api/web/recipient/${file}/${things}`, { token, body });
const list = async <T>(file: string, things: string, token = fx.tokens.volunteerNord) =>
  (await server.request<T[]>('GET', `/api/web/recipient/${file}/${things}`, { token })).body.data ?? [];
const read = <T>(thing: string, id: string, token = fx.tokens.volunteerNord) =>
  server.request<T>('GET', `/api/web/${thing}/${id}`, { token });
const edit = (thing: string, id: string, origin: object, current: object, token = fx.tokens.volunteerNord) =>
  server.request('POST', `/api/web/${thing}/${id}`, { token, body: { origin, current, fail_on_concurrent: false } });

describe('qualifications of a file', () => {
  it('adds, lists newest first with the label of the domain, edits and deletes', async () => {
    const file = await ref.newFile();
    const cap = await put(file, 'qualifications', {
      qualification: { domain: ref.batiment, level: 'CAP', year: '2012', recipient_id: file },
    });
    expect(cap.body).toMatchObject({ success: true });
    await put(file, 'qualifications', { qualification: { domain: ref.proprete, level: 'BEPC', year: 2019, professionnal: true } });
    const rows = await list<Qualification>(file, 'qualifications');
    expect(rows.map((row) => row.year)).toEqual([2019, 2012]);
    expect(rows[1]).toMatchObject({
      _id: cap.body.data,
      domain: ref.batiment,
      domain_label: 'Bâtiment et travaux publics',
      level: 'CAP',
      professionnal: false,
      abilities: { edit: true, delete: true },
    });
    const origin = (await read<Qualification>('qualification', cap.body.data as string)).body.data as Qualification;
    expect((await edit('qualification', origin._id, origin, { ...origin, level: 'BAC professionnel' })).status).toBe(200);
    expect((await read<Qualification>('qualification', origin._id)).body.data).toMatchObject({ level: 'BAC professionnel' });
    expect((await server.request('DELETE', `/api/web/qualification/${origin._id}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    const gone = await read('qualification', origin._id);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Qualification introuvable' });
  });

  it('refuses a qualification without domain and level with the messages of docs/recipient-file.md, and records nothing', async () => {
    const file = await ref.newFile();
    const refused = await expectNothingAppended(server, () => put(file, 'qualifications', { qualification: { domain: null, level: '' } }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Qualification non mise à jour. Des champs sont manquants',
      errors: { domain: 'La Domaine de la qualification est requis', level: 'Le niveau est requis' },
    });
    const wrongList = await expectNothingAppended(server, () =>
      put(file, 'qualifications', { qualification: { domain: ref.permis, level: 'CAP' } }),
    );
    expect(wrongList.body.errors).toEqual({ domain: 'Valeur absente de la liste de référence' });
  });
});

describe('formations of a file', () => {
  it('reads the participation with a comma and gives labels, end and duration in weeks', async () => {
    const file = await ref.newFile();
    const id = (await put(file, 'formations', { formation: cacesFormation(ref) })).body.data as string;
    const formation = (await read<Formation>('formation', id)).body.data as Formation;
    expect(formation).toMatchObject({
      participation: 150.5,
      domain_label: 'Bâtiment et travaux publics',
      type_label: 'Permis de conduire',
      computed_end_date: '2026-03-13',
      duration_weeks: 2,
      duration_label: '2 semaines',
      terminated: false,
      drive_license: false,
      contact_ids: [],
    });
    const edited = await edit('formation', id, formation, { ...formation, end_date: null, effective_end_date: null });
    expect(edited.status).toBe(200);
    expect((await list<Formation>(file, 'formations'))[0]).toMatchObject({
      computed_end_date: null,
      duration_weeks: null,
      duration_label: 'Indeterminée',
    });
  });

  it('refuses a formation without name, status, domain and start date with the messages of docs/recipient-file.md', async () => {
    const file = await ref.newFile();
    const refused = await expectNothingAppended(server, () =>
      put(file, 'formations', { formation: { name: '', status: null, domain: '', start_date: '2026-02-30' } }),
    );
    expect(refused.body).toMatchObject({
      message: 'Formation non mise à jour. Des champs sont manquants',
      errors: {
        name: 'Le nom de la formation est requis',
        status: 'Le status est requis',
        domain: 'Le Domaine est requis',
        start_date: 'La date de début est requise',
      },
    });
    const backwards = await expectNothingAppended(server, () =>
      put(file, 'formations', { formation: { ...cacesFormation(ref), end_date: '2026-03-01' } }),
    );
    expect(backwards.body.errors).toEqual({ end_date: 'La date de fin doit suivre la date de début' });
  });
});

describe('jobs of a file', () => {
  it('reads the salary with a comma, gives the duration, and lists the newest start first', async () => {
    const file = await ref.newFile();
    const id = (await put(file, 'applications', { application: cleaningJob(ref) })).body.data as string;
    await put(file, 'applications', { application: { ...cleaningJob(ref), status: 'En cours de candidature', start_date: null } });
    const rows = await list<Application>(file, 'applications');
    expect(rows.map((row) => row.start_date)).toEqual(['2026-02-02', null]);
    expect(rows[0]).toMatchObject({
      _id: id,
      salary: 1250,
      domain_label: 'Nettoyage et propreté',
      duration_label: 'Indeterminée',
      abilities: { edit: true, delete: true, archive: true },
    });
    const origin = rows[0];
    await edit('application', id, origin, { ...origin, end_date: '2026-05-29', effective_end_date: '2026-04-30' });
    expect((await read<Application>('application', id)).body.data).toMatchObject({
      computed_end_date: '2026-04-30',
      duration_weeks: 13,
      duration_label: '13 semaines',
    });
  });

  it('requires the start date of a job once hired, with the messages of docs/recipient-file.md', async () => {
    const file = await ref.newFile();
    for (const status of ['Embauché', 'Rupture', 'Terminé']) {
      const refused = await expectNothingAppended(server, () =>
        put(file, 'applications', { application: { ...cleaningJob(ref), status, start_date: null } }),
      );
      expect(refused.body).toMatchObject({
        message: 'Emploi non mis à jour. Des champs sont manquants',
        errors: { start_date: 'La date de début est requise' },
      });
    }
    const blank = await expectNothingAppended(server, () =>
      put(file, 'applications', { application: { name: null, domain: null, type: '', contract_type: null, status: '' } }),
    );
    expect(blank.body.errors).toEqual({
      name: "Le nom de l'emploi est requis",
      domain: 'Le Domaine est requis',
      type: 'Le type est requis',
      contract_type: 'Le type est requis',
      status: 'Le status est requis',
    });
    const unlisted = await expectNothingAppended(server, () =>
      put(file, 'applications', { application: { ...cleaningJob(ref), contract_type: 'CDDI' } }),
    );
    expect(unlisted.status).toBe(400);
  });
});
