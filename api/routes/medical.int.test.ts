import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HistoryEntry, MedicalFields } from '../types';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;
let contactNord = '';
let contactSud = '';

const newContact = async (token: string, name: string) =>
  (
    await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
      token,
      body: { contact: { surname: 'Claire', name, tel: '0320000000' } },
    })
  ).body.data?.contact_id ?? '';

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  contactNord = await newContact(fx.tokens.volunteerNord, 'Bernard');
  contactSud = await newContact(fx.tokens.volunteerSud, 'Girard');
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Sante${++unique}`, name: 'Martin' }));
const save = (file: string, medical: Record<string, unknown>, token = fx.tokens.volunteerNord) =>
  server.request<string>('POST', `/api/web/recipient/${file}/medical`, { token, body: { medical } });
const read = async (file: string, token = fx.tokens.volunteerNord) =>
  server.request<MedicalFields>('GET', `/api/web/recipient/${file}/medical`, { token });
const followed = { medical_following: 'En cours', psy_following: 'Ancien', toxico: 'Substitution', alcool: 'Non' };

describe('GET and POST /api/web/recipient/:id/medical', () => {
  it('reads nothing said yet, saves the four selects and the contacts, reads them back and tells it in the history', async () => {
    const file = await newFile();
    expect((await read(file)).body).toEqual({
      success: true,
      data: { medical_following: null, psy_following: null, toxico: null, alcool: null, contact_ids: [] },
    });
    const saved = await save(file, { ...followed, contact_ids: [contactNord] });
    expect(saved.body).toEqual({ success: true, data: file });
    expect((await read(file)).body.data).toEqual({ ...followed, contact_ids: [contactNord] });

    expect((await save(file, { medical_following: 'Aucun' })).status).toBe(200);
    expect((await read(file)).body.data).toEqual({
      medical_following: 'Aucun',
      psy_following: null,
      toxico: null,
      alcool: null,
      contact_ids: [],
    });
    const history = (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body
      .data;
    const first = history?.filter((entry) => entry.type === 'MedicalChanged').at(-1);
    expect(first).toMatchObject({ summary: 'Modification des données médicales' });
    expect(first?.changes).toContainEqual({ field: 'contact_ids', label: 'Contacts', from: '—', to: 'Claire BERNARD' });
    expect(first?.changes).toContainEqual({ field: 'toxico', label: 'Toxicomanie', from: '—', to: 'Substitution' });
  });

  it('refuses a value outside its list, a contact of another antenna and a control character, and records nothing', async () => {
    const file = await newFile();
    const outside = await expectNothingAppended(server, () => save(file, { ...followed, alcool: 'Substitution' }));
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Modifications non enregistrées',
      errors: { alcool: 'Valeur absente de la liste' },
    });
    const hidden = await expectNothingAppended(server, () => save(file, { contact_ids: [contactSud] }));
    expect(hidden.body).toMatchObject({ errors: { contact_ids: 'Contact inconnu' } });
    const control = await expectNothingAppended(server, () => save(file, { toxico: 'Non\u0000' }));
    expect(control.status).toBe(400);
    const unwrapped = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${file}/medical`, { token: fx.tokens.volunteerNord, body: followed }),
    );
    expect(unwrapped.status).toBe(400);
  });

  it("closes another antenna's file to its volunteers, and opens it to the head office", async () => {
    const sud = await newFile('sud');
    expect((await read(sud)).status).toBe(403);
    const refused = await expectNothingAppended(server, () => save(sud, followed));
    expect(refused.status).toBe(403);
    expect((await save(sud, followed, fx.tokens.siege)).status).toBe(200);
    expect((await read(sud, fx.tokens.volunteerSud)).body.data).toMatchObject(followed);
  });
});
