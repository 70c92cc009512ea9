import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HistoryEntry } from '../types';

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
type Refusal = Record<string, unknown> & { _id: string; recipient_id: string; abilities: { edit: boolean; delete: boolean } };
const newFile = async (antenna: 'nord' | 'sud' = 'nord') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname: `Refus${++unique}`, name: 'Martin' }));
const refuse = (recipientId: string, refusal: Record<string, unknown>, token: Token = 'volunteerNord') =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/domiciliation_refusals`, {
    token: fx.tokens[token],
    body: { domiciliation_refusal: refusal },
  });
const listOf = async (recipientId: string, token: Token = 'volunteerNord') =>
  (await server.request<Refusal[]>('GET', `/api/web/recipient/${recipientId}/domiciliation_refusals`, { token: fx.tokens[token] })).body
    .data ?? [];
const read = (id: string, token: Token = 'volunteerNord') =>
  server.request<Refusal>('GET', `/api/web/domiciliation_refusal/${id}`, { token: fx.tokens[token] });
const edit = (id: string, origin: Refusal, current: Record<string, unknown>, token: Token = 'volunteerNord') =>
  server.request('POST', `/api/web/domiciliation_refusal/${id}`, {
    token: fx.tokens[token],
    body: { origin, current: { ...origin, ...current }, fail_on_concurrent: false },
  });
const full = { date: '2026-11-02', reason: "Capacité d'accueil atteinte", comment: 'Liste pleine ce mois-ci' };

describe('refusals of domiciliation of a file', () => {
  it('records a refusal, lists the latest first, reads, edits and deletes it, and tells each in the history', async () => {
    const file = await newFile();
    const first = await refuse(file, { ...full, recipient_id: file });
    expect(first).toMatchObject({ status: 200, body: { success: true, data: expect.any(String) } });
    const second = (await refuse(file, { date: '2026-11-22', reason: 'Dossier incomplet' })).body.data as string;
    const list = await listOf(file);
    expect(list.map((row) => row._id)).toEqual([second, first.body.data]);
    expect(list[1]).toMatchObject({ recipient_id: file, ...full, abilities: { edit: true, delete: true } });

    const origin = (await read(second)).body.data as Refusal;
    expect(origin).toMatchObject({ date: '2026-11-22', reason: 'Dossier incomplet', comment: null });
    const edited = await edit(second, origin, { reason: 'Autre', comment: 'Hors secteur' });
    expect(edited).toMatchObject({ status: 200, body: { success: true, data: second } });
    expect((await read(second)).body.data).toMatchObject({ reason: 'Autre', comment: 'Hors secteur' });

    const removed = await server.request('DELETE', `/api/web/domiciliation_refusal/${second}`, { token: fx.tokens.volunteerNord });
    expect(removed).toMatchObject({ status: 200, body: { success: true, data: second } });
    expect((await listOf(file)).map((row) => row._id)).toEqual([first.body.data]);
    const gone = await read(second);
    expect(gone).toMatchObject({ status: 404, body: { success: false, message: 'Refus de domiciliation introuvable' } });

    const history = (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body
      .data;
    const summaries = history?.map((entry) => entry.summary) ?? [];
    expect(summaries).toContain("Refus de domiciliation : Capacité d'accueil atteinte le 02/11/2026");
    expect(summaries).toContain("Modification d'un refus de domiciliation");
    expect(summaries).toContain("Suppression d'un refus de domiciliation");
  });

  it('records the events the annual report reads', async () => {
    const file = await newFile();
    const id = (await refuse(file, { date: '2026-10-15', reason: 'Absence de lien avec la commune', comment: '' })).body.data;
    const events = (await server.services.store.readStream(`recipient-${file}`)).filter((e) => e.type.startsWith('DomiciliationRefusal'));
    expect(events.map((event) => ({ type: event.type, data: event.data }))).toEqual([
      {
        type: 'DomiciliationRefusalAdded',
        data: { record_id: id, record: { date: '2026-10-15', reason: 'Absence de lien avec la commune', comment: null } },
      },
    ]);
  });

  it('records a refusal on a radiated file', async () => {
    const file = await newFile();
    await server.request('POST', `/api/web/recipient/${file}/radiation`, { token: fx.tokens.adminNord, body: { on: '2026-11-20' } });
    expect((await refuse(file, { date: '2026-11-21', reason: 'Autre' })).status).toBe(200);
    expect(await listOf(file)).toHaveLength(1);
  });

  it('refuses a refusal without date and motive, dated after today, or with an unknown motive, and records nothing', async () => {
    const file = await newFile();
    const missing = await expectNothingAppended(server, () => refuse(file, { date: null, reason: '' }));
    expect(missing).toMatchObject({
      status: 400,
      body: {
        success: false,
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Refus de domiciliation non enregistré. Des champs sont manquants',
        errors: { date: 'La date est requise', reason: 'Le motif est requis' },
      },
    });
    const future = await expectNothingAppended(server, () => refuse(file, { ...full, date: '2026-11-23' }));
    expect(future).toMatchObject({ status: 400, body: { errors: { date: 'Un refus ne peut pas être daté dans le futur' } } });
    const badDate = await expectNothingAppended(server, () => refuse(file, { ...full, date: '2026-02-30' }));
    expect(badDate).toMatchObject({ status: 400, body: { success: false, errors: { date: 'Date invalide' } } });
    const unknown = await expectNothingAppended(server, () => refuse(file, { ...full, reason: 'Pas de place' }));
    expect(unknown).toMatchObject({ status: 400, body: { success: false, errors: { reason: 'Valeur non autorisée' } } });
    const otherFile = await expectNothingAppended(server, () => refuse(file, { ...full, recipient_id: 'someone-else' }));
    expect(otherFile.status).toBe(400);
    const control = await expectNothingAppended(server, () => refuse(file, { ...full, comment: 'bip\u0007' }));
    expect(control.status).toBe(400);
    expect(await listOf(file)).toEqual([]);

    const id = (await refuse(file, full)).body.data as string;
    const origin = (await read(id)).body.data as Refusal;
    const moved = await expectNothingAppended(server, () => edit(id, origin, { date: '2027-01-05' }));
    expect(moved).toMatchObject({ status: 400, body: { errors: { date: 'Un refus ne peut pas être daté dans le futur' } } });
    const unchanged = await expectNothingAppended(server, () => edit(id, origin, {}));
    expect(unchanged.status).toBe(200);
  });

  it("keeps another antenna's file closed to its volunteers, whatever the id named", async () => {
    const sud = await newFile('sud');
    const id = (await refuse(sud, full, 'volunteerSud')).body.data as string;
    const added = await expectNothingAppended(server, () => refuse(sud, full));
    expect(added).toMatchObject({ status: 403, body: { success: false, message: "Vous n'avez pas le droit de consulter ce dossier !" } });
    expect(
      (await server.request('GET', `/api/web/recipient/${sud}/domiciliation_refusals`, { token: fx.tokens.volunteerNord })).status,
    ).toBe(403);
    expect((await read(id)).status).toBe(403);
    const origin = (await read(id, 'admin')).body.data as Refusal;
    const edited = await expectNothingAppended(server, () => edit(id, origin, { reason: 'Autre' }));
    expect(edited.status).toBe(403);
    const removal = await expectNothingAppended(server, () =>
      server.request('DELETE', `/api/web/domiciliation_refusal/${id}`, { token: fx.tokens.volunteerNord }),
    );
    expect(removal.status).toBe(403);
    expect(await listOf(sud, 'siege')).toHaveLength(1);
  });
});
