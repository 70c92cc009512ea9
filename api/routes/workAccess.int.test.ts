import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';
import { cacesFormation, cleaningJob, workReferences, type WorkReferences } from '../testing/work';
import type { Application, Formation } from '../types';

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
const contactOf = async (token: string) =>
  (
    await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
      token,
      body: { contact: { surname: 'Aline', name: 'Roux', tel: '0320000000' } },
    })
  ).body.data?.contact_id as string;

describe("the Formation/Emploi tab of another antenna's file", () => {
  it('is closed to its volunteers and antenna administrators, whatever the call, and open to the head office', async () => {
    const sud = await ref.newFile('sud');
    const formationId = (await put(sud, 'formations', { formation: cacesFormation(ref) }, fx.tokens.volunteerSud)).body.data as string;
    const jobId = (await put(sud, 'applications', { application: cleaningJob(ref) }, fx.tokens.volunteerSud)).body.data as string;
    const formation = (await server.request<Formation>('GET', `/api/web/formation/${formationId}`, { token: fx.tokens.admin })).body
      .data as Formation;
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/web/recipient/${sud}/formations`, { formation: cacesFormation(ref) }],
      ['PUT', `/api/web/recipient/${sud}/qualifications`, { qualification: { domain: ref.batiment, level: 'CAP' } }],
      ['POST', `/api/web/formation/${formationId}`, { origin: formation, current: { ...formation, name: 'CACES R482' } }],
      ['DELETE', `/api/web/formation/${formationId}`, undefined],
      ['POST', `/api/web/application/${jobId}/archive`, {}],
      ['POST', `/api/web/recipient/${sud}/experiences`, { experiences: [] }],
      ['POST', `/api/web/recipient/${sud}/school_level`, { school_level: 'CAP' }],
      ['POST', `/api/web/recipient/${sud}/pole_emploi`, { pole_emploi_number: '1234567A' }],
    ];
    for (const token of [fx.tokens.volunteerNord, fx.tokens.adminNord])
      for (const [method, path, body] of writes) {
        const refused = await expectNothingAppended(server, () => server.request(method, path, { token, body }));
        expect(refused.status, `${method} ${path}`).toBe(403);
      }
    const reads = [
      `/api/web/recipient/${sud}/formations`,
      `/api/web/recipient/${sud}/applications`,
      `/api/web/recipient/${sud}/qualifications`,
      `/api/web/recipient/${sud}/experiences`,
      `/api/web/formation/${formationId}`,
      `/api/web/application/${jobId}`,
      `/api/web/recipient/${sud}/school_level`,
      `/api/web/recipient/${sud}/pole_emploi`,
    ];
    for (const path of reads) {
      expect((await server.request('GET', path, { token: fx.tokens.volunteerNord })).status, path).toBe(403);
      expect((await server.request('GET', path, { token: fx.tokens.siege })).status, path).toBe(200);
    }
    const jobs = await server.request<Application[]>('GET', `/api/web/recipient/${sud}/applications`, { token: fx.tokens.siege });
    expect(jobs.body.data?.map((job) => job._id)).toEqual([jobId]);
  });
});

describe('what a Formation/Emploi call refuses', () => {
  it('refuses contacts of another antenna or unknown, as the address book hides them', async () => {
    const file = await ref.newFile();
    const sudContact = await contactOf(fx.tokens.adminSud);
    const nordContact = await contactOf(fx.tokens.adminNord);
    for (const contact_ids of [[sudContact], ['inconnu']]) {
      const refused = await expectNothingAppended(server, () =>
        put(file, 'applications', { application: { ...cleaningJob(ref), contact_ids } }),
      );
      expect(refused.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { contact_ids: 'Contact inconnu' } });
    }
    const id = (await put(file, 'formations', { formation: { ...cacesFormation(ref), contact_ids: [nordContact] } })).body.data as string;
    const formation = (await server.request<Formation>('GET', `/api/web/formation/${id}`, { token: fx.tokens.volunteerNord })).body
      .data as Formation;
    const edit = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/formation/${id}`, {
        token: fx.tokens.volunteerNord,
        body: { origin: formation, current: { ...formation, contact_ids: [nordContact, sudContact] } },
      }),
    );
    expect(edit.body.errors).toEqual({ contact_ids: 'Contact inconnu' });
  });

  it('refuses huge, negative and unreadable numbers, control characters and a file other than the path', async () => {
    const file = await ref.newFile();
    const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
      ['formations', { formation: { ...cacesFormation(ref), participation: '1e9' } }, { participation: 'Montant invalide' }],
      [
        'formations',
        { formation: { ...cacesFormation(ref), participation: -10 } },
        { participation: 'Le montant ne peut pas être négatif' },
      ],
      ['applications', { application: { ...cleaningJob(ref), salary: 1e12 } }, { salary: 'Montant trop élevé (100 000 € au plus)' }],
      [
        'qualifications',
        { qualification: { domain: ref.batiment, level: 'CAP', year: 1e21 } },
        { year: "L'année doit être un nombre entier de 1900 à 2100" },
      ],
      [
        'experiences',
        { experience: { name: 'Maçon', duration: { years: -2, months: 1e6 } } },
        {
          'duration.years': "Le nombre d'années doit être un nombre entier de 0 à 60",
          'duration.months': 'Le nombre de mois doit être un nombre entier de 0 à 11',
        },
      ],
      ['experiences', { experience: { name: 'Maçon\u0000' } }, { name: 'Caractères non autorisés' }],
      ['applications', { application: { ...cleaningJob(ref), comment: 'bip\u0007' } }, { comment: 'Caractères non autorisés' }],
    ];
    for (const [things, body, errors] of refusals) {
      const refused = await expectNothingAppended(server, () => put(file, things, body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors).toEqual(errors);
    }
    const otherFile = await expectNothingAppended(server, () =>
      put(file, 'formations', { formation: { ...cacesFormation(ref), recipient_id: 'someone-else' } }),
    );
    expect(otherFile.status).toBe(400);
    const unknownField = await expectNothingAppended(server, () =>
      put(file, 'qualifications', { qualification: { domain: ref.batiment, level: 'CAP', note: 20 } }),
    );
    expect(unknownField.body.errors).toEqual({ note: 'Champ inconnu' });
  });
});
