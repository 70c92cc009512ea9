import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HistoryEntry, Resource } from '../types';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Ressource${++unique}`, name: 'Martin' }));
const addResource = (recipientId: string, resource: Record<string, unknown>, token = fx.tokens.volunteerNord) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/resources`, { token, body: { resource } });
const listOf = async (recipientId: string, token = fx.tokens.volunteerNord) =>
  (await server.request<Resource[]>('GET', `/api/web/recipient/${recipientId}/resources`, { token })).body.data ?? [];
const rsa = { label: 'RSA', status: 'Oui', amount: '607,75', date: '2026-10-01', comment: 'Versé par la CAF' };

describe('resources of a file', () => {
  it('adds a resource (amount with a comma), lists it newest first, reads, edits and deletes it', async () => {
    const file = await newFile();
    const first = await addResource(file, { ...rsa, recipient_id: file });
    expect(first.status).toBe(200);
    const second = (await addResource(file, { label: 'ARE', status: 'En cours de demande', date: '2026-11-02' })).body.data;
    const list = await listOf(file);
    expect(list.map((row) => row.label)).toEqual(['ARE', 'RSA']);
    expect(list[1]).toMatchObject({
      _id: first.body.data,
      recipient_id: file,
      amount: 607.75,
      contact_ids: [],
      abilities: { edit: true, delete: true },
    });

    const read = await server.request<Resource>('GET', `/api/web/resource/${second}`, { token: fx.tokens.volunteerNord });
    expect(read.body).toMatchObject({ success: true, data: { _id: second, status: 'En cours de demande', amount: null } });
    const origin = read.body.data as Resource;
    const edited = await server.request('POST', `/api/web/resource/${second}`, {
      token: fx.tokens.volunteerNord,
      body: { origin, current: { ...origin, status: 'Oui', amount: '1 200,00'.replace(' ', '') }, fail_on_concurrent: false },
    });
    expect(edited.status).toBe(200);
    expect((await listOf(file))[0]).toMatchObject({ status: 'Oui', amount: 1200 });

    expect((await server.request('DELETE', `/api/web/resource/${second}`, { token: fx.tokens.volunteerNord })).status).toBe(200);
    expect((await listOf(file)).map((row) => row._id)).toEqual([first.body.data]);
    const gone = await server.request('GET', `/api/web/resource/${second}`, { token: fx.tokens.volunteerNord });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, message: 'Ressource introuvable' });
  });

  it('refuses a resource without label and status with the messages of docs/recipient-file.md, and records nothing', async () => {
    const file = await newFile();
    const refused = await expectNothingAppended(server, () => addResource(file, { label: null, status: '' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Ressources non mises à jour. Des champs sont manquants',
      errors: { label: 'Le nom de la ressource est requis', status: 'Le status est requis' },
    });
    const huge = await expectNothingAppended(server, () => addResource(file, { ...rsa, amount: '1e9' }));
    expect(huge.body).toMatchObject({ errors: { amount: 'Montant invalide' } });
    const control = await expectNothingAppended(server, () => addResource(file, { ...rsa, comment: 'bip\u0007' }));
    expect(control.status).toBe(400);
    const otherFile = await expectNothingAppended(server, () => addResource(file, { ...rsa, recipient_id: 'someone-else' }));
    expect(otherFile.status).toBe(400);
  });

  it("keeps another antenna's file closed to its volunteers, whatever the id named", async () => {
    const sud = await newFile('sud');
    const id = (await addResource(sud, rsa, fx.tokens.volunteerSud)).body.data as string;
    expect((await addResource(sud, rsa)).status).toBe(403);
    expect((await server.request('GET', `/api/web/recipient/${sud}/resources`, { token: fx.tokens.volunteerNord })).status).toBe(403);
    expect((await server.request('GET', `/api/web/resource/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(403);
    const origin = (await server.request<Resource>('GET', `/api/web/resource/${id}`, { token: fx.tokens.admin })).body.data;
    const edit = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/resource/${id}`, {
        token: fx.tokens.volunteerNord,
        body: { origin, current: { ...origin, status: 'Non' } },
      }),
    );
    expect(edit.status).toBe(403);
    const removal = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/resource/${id}`, { token: fx.tokens.adminNord }),
    );
    expect(removal.status).toBe(403);
    expect((await listOf(sud, fx.tokens.siege)).length).toBe(1);
  });

  it('saves the CAF box, reads it back, and tells both in the history', async () => {
    const file = await newFile();
    const empty = await server.request('GET', `/api/web/recipient/${file}/caf`, { token: fx.tokens.volunteerNord });
    expect(empty.body).toEqual({ success: true, data: { caf_number: null, caf_date: null } });
    const saved = await server.request('POST', `/api/web/recipient/${file}/caf`, {
      token: fx.tokens.volunteerNord,
      body: { caf_number: '1234567', caf_date: '2026-01-15' },
    });
    expect(saved.status).toBe(200);
    const read = await server.request('GET', `/api/web/recipient/${file}/caf`, { token: fx.tokens.volunteerNord });
    expect(read.body.data).toEqual({ caf_number: '1234567', caf_date: '2026-01-15' });
    const bad = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${file}/caf`, { token: fx.tokens.volunteerNord, body: { caf_date: '15/01/2026' } }),
    );
    expect(bad.status).toBe(400);
    await addResource(file, rsa);
    const history = (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body
      .data;
    expect(history?.map((entry) => entry.summary)).toContain("Ajout d'une ressource : RSA (Oui) au 01/10/2026");
    const caf = history?.find((entry) => entry.type === 'CafChanged');
    expect(caf?.changes).toEqual([
      { field: 'caf_number', label: 'Numéro CAF', from: '—', to: '1234567' },
      { field: 'caf_date', label: 'Date CAF', from: '—', to: '15/01/2026' },
    ]);
  });
});
