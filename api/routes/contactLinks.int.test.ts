import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBook, contactCalls, jeanPetit as lambert } from '../testing/contactBook';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { HistoryEntry } from '../types';

let server: TestServer;
let fx: Fixture;
let book: Awaited<ReturnType<typeof contactBook>>;
let calls: ReturnType<typeof contactCalls>;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  book = await contactBook(server, fx);
  calls = contactCalls(server, fx);
});
afterAll(async () => {
  await server.close();
});

const newFile = (antenna?: 'nord' | 'sud') => book.newFile(antenna);
const put: ReturnType<typeof contactCalls>['put'] = (...args) => calls.put(...args);
const listOf: ReturnType<typeof contactCalls>['listOf'] = (...args) => calls.listOf(...args);
const editLink: ReturnType<typeof contactCalls>['editLink'] = (...args) => calls.editLink(...args);
const historyOf = async (file: string) =>
  (await server.request<HistoryEntry[]>('GET', `/api/web/recipient/${file}/history`, { token: fx.tokens.admin })).body.data ?? [];

describe('contacts of the address book linked to a file', () => {
  it('links contacts, lists them in order with what the address book says of them, edits, orders and unlinks them', async () => {
    const file = await newFile();
    const first = await put(file, { contact_ref: { contact_id: book.cTous, date: '2026-10-01' } });
    expect(first.body).toEqual({ success: true, data: { contact_id: book.cTous, created: { contact: false, organism: false } } });
    expect((await put(file, { contact_ref: { contact_id: book.cNord } })).status).toBe(200);
    const rows = await listOf(file);
    expect(rows).toEqual([
      {
        contact_id: book.cTous,
        date: '2026-10-01',
        visible: true,
        civility: 'Mme',
        surname: 'Sophie',
        name: 'Lambert',
        fonction_id: book.fonction,
        fonction: 'Assistant(e) social(e)',
        tel: '0478000000',
        email: null,
        organism_id: book.orgTous,
        organism_name: 'CCAS de Lille',
        postal_code: '59000',
        city: 'Lille',
        abilities: { edit: true, delete: true, put_first: false, edit_contact: false },
      },
      expect.objectContaining({
        contact_id: book.cNord,
        organism_id: null,
        abilities: expect.objectContaining({ put_first: true, edit_contact: true }),
      }),
    ]);
    expect(rows[1].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const moved = await server.request('POST', `/api/web/recipient/${file}/contact/${book.cNord}/first`, {
      token: fx.tokens.volunteerNord,
    });
    expect(moved.body).toEqual({ success: true, data: book.cNord });
    expect((await listOf(file)).map((row) => row.contact_id)).toEqual([book.cNord, book.cTous]);

    const origin = { contact_id: book.cTous, date: '2026-10-01' };
    const dated = await editLink(file, book.cTous, {
      contact_ref: { origin, current: { ...origin, date: '2026-10-05' }, fail_on_concurrent: false },
    });
    expect(dated.body).toEqual({ success: true, data: book.cTous });
    const switched = await editLink(file, book.cTous, {
      contact_ref: { origin, current: { contact_id: book.cNord, date: '2026-10-05' } },
    });
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({ code: 'CONTACT_ALREADY_LINKED', message: 'Ce contact est déjà lié à ce dossier' });

    expect(
      (await server.request('DELETE', `/api/web/recipient/${file}/contact/${book.cNord}`, { token: fx.tokens.volunteerNord })).status,
    ).toBe(200);
    expect((await listOf(file)).map((row) => [row.contact_id, row.date])).toEqual([[book.cTous, '2026-10-05']]);
    const opened = await server.request('GET', `/api/web/contact/${book.cNord}`, { token: fx.tokens.volunteerNord });
    expect(opened.status).toBe(200);

    const summaries = (await historyOf(file)).map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Ajout du contact Sophie LAMBERT au 01/10/2026',
        'Contact Sophie DURAND placé en premier',
        'Modification du contact Sophie LAMBERT',
        'Retrait du contact Sophie DURAND',
      ]),
    );
  });

  it('refuses a contact of another antenna as an unknown one, and one linked already, and records nothing', async () => {
    const file = await newFile();
    const hidden = await expectNothingAppended(server, () => put(file, { contact_ref: { contact_id: book.cSud } }));
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ message: 'Des champs sont manquants', errors: { contact_id: 'Contact inconnu' } });
    const unknown = await expectNothingAppended(server, () => put(file, { contact_ref: { contact_id: 'nobody' } }));
    expect(unknown.body).toEqual(hidden.body);
    await put(file, { contact_ref: { contact_id: book.cTous } });
    const twice = await expectNothingAppended(server, () => put(file, { contact_ref: { contact_id: book.cTous } }));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false, code: 'CONTACT_ALREADY_LINKED', message: 'Ce contact est déjà lié à ce dossier' });
    const both = await expectNothingAppended(server, () =>
      put(file, { contact_ref: { contact_id: book.cNord }, contact_other: { contact: lambert } }),
    );
    expect(both.status).toBe(400);
    const control = await expectNothingAppended(server, () =>
      put(file, { contact_other: { contact: { ...lambert, name: 'Pe\u0007tit' } } }),
    );
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ errors: { 'contact.name': 'Caractères non autorisés' } });
  });

  it("takes the link's organism_id: the contact's own or another the writer sees, shown in place of the contact's", async () => {
    const file = await newFile();
    const named = await put(file, { contact_ref: { contact_id: book.cNord, organism_id: book.orgTous, date: '2026-10-01' } });
    expect(named.status).toBe(200);
    expect((await put(file, { contact_ref: { contact_id: book.cTous, organism_id: book.orgTous } })).status).toBe(200);
    expect((await listOf(file)).map((row) => [row.contact_id, row.organism_id, row.organism_name])).toEqual([
      [book.cNord, book.orgTous, 'CCAS de Lille'],
      [book.cTous, book.orgTous, 'CCAS de Lille'],
    ]);
    const origin = { contact_id: book.cNord, organism_id: book.orgTous, date: '2026-10-01' };
    const cleared = await editLink(file, book.cNord, { contact_ref: { origin, current: { ...origin, organism_id: null } } });
    expect(cleared.status).toBe(200);
    expect((await listOf(file))[0]).toMatchObject({ contact_id: book.cNord, organism_id: null, organism_name: null });
    expect((await historyOf(file)).flatMap((entry) => entry.changes ?? [])).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Organisme', from: 'CCAS de Lille' })]),
    );
  });

  it('refuses an organism_id of another antenna or unknown, on a new link and on an edit, recording nothing', async () => {
    const file = await newFile();
    for (const organism_id of [book.orgSud, 'nowhere']) {
      const refused = await expectNothingAppended(server, () => put(file, { contact_ref: { contact_id: book.cTous, organism_id } }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Des champs sont manquants', errors: { organism_id: 'Organisme inconnu' } });
    }
    expect((await put(file, { contact_ref: { contact_id: book.cTous, date: '2026-10-01' } })).status).toBe(200);
    const origin = { contact_id: book.cTous, date: '2026-10-01' };
    const edited = await expectNothingAppended(server, () =>
      editLink(file, book.cTous, { contact_ref: { origin, current: { ...origin, organism_id: book.orgSud } } }),
    );
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual({ organism_id: 'Organisme inconnu' });
  });

  it("accepts a contact's own organism although the writer may not see it, and shows it as hidden", async () => {
    // An administrator may give a contact visible to all an organism of one antenna.
    const created = await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
      token: fx.tokens.admin,
      body: { contact: { civility: 'M.', surname: 'Paul', name: 'Vidal', tel: '0491000000', organism_id: book.orgSud } },
    });
    const contactId = created.body.data?.contact_id as string;
    const file = await newFile();
    expect((await put(file, { contact_ref: { contact_id: contactId, organism_id: book.orgSud } })).status).toBe(200);
    expect((await listOf(file))[0]).toMatchObject({ contact_id: contactId, visible: true, organism_id: null, organism_name: null });
    expect((await listOf(file, fx.tokens.admin))[0]).toMatchObject({ organism_id: book.orgSud });
  });

  it("shows a contact out of the reader's sight without its details", async () => {
    const file = await newFile();
    expect((await put(file, { contact_ref: { contact_id: book.cSud } }, fx.tokens.siege)).status).toBe(200);
    expect(await listOf(file)).toEqual([
      expect.objectContaining({ contact_id: book.cSud, visible: false, name: null, tel: null, organism_name: null, city: null }),
    ]);
    expect((await listOf(file, fx.tokens.siege))[0]).toMatchObject({
      visible: true,
      name: 'Roux',
      organism_name: 'Mission locale de Marseille',
    });
  });
});

describe('permissions on the Contacts tab', () => {
  it("closes another antenna's file to its volunteers on every call, and records nothing", async () => {
    const sud = await newFile('sud');
    await put(sud, { contact_ref: { contact_id: book.cTous } }, fx.tokens.volunteerSud);
    const token = fx.tokens.volunteerNord;
    const origin = { contact_id: book.cTous, date: null };
    const calls = [
      () => server.request('GET', `/api/web/recipient/${sud}/contacts`, { token }),
      () => put(sud, { contact_ref: { contact_id: book.cNord } }),
      () => editLink(sud, book.cTous, { contact_ref: { origin, current: { ...origin, date: '2026-01-01' } } }),
      () => server.request('DELETE', `/api/web/recipient/${sud}/contact/${book.cTous}`, { token }),
      () => server.request('POST', `/api/web/recipient/${sud}/contact/${book.cTous}/first`, { token }),
      () => server.request('GET', `/api/web/recipient/${sud}/orientation`, { token }),
      () => server.request('POST', `/api/web/recipient/${sud}/following`, { token, body: { followed_by: book.orgTous } }),
    ];
    for (const call of calls) expect((await expectNothingAppended(server, call)).status).toBe(403);
    expect((await listOf(sud, fx.tokens.admin)).length).toBe(1);
  });
});

describe("'Orienté par' and 'Suivi par'", () => {
  it('saves an organism the writer sees or none, refuses one of another antenna, and tells it in the history', async () => {
    const file = await newFile();
    const empty = await server.request('GET', `/api/web/recipient/${file}/orientation`, { token: fx.tokens.volunteerNord });
    expect(empty.body).toEqual({ success: true, data: { oriented_by: null } });
    const saved = await server.request('POST', `/api/web/recipient/${file}/orientation`, {
      token: fx.tokens.volunteerNord,
      body: { oriented_by: book.orgTous },
    });
    expect(saved.status).toBe(200);
    expect((await server.request('GET', `/api/web/recipient/${file}/orientation`, { token: fx.tokens.volunteerNord })).body.data).toEqual({
      oriented_by: book.orgTous,
    });
    const hidden = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${file}/following`, {
        token: fx.tokens.volunteerNord,
        body: { followed_by: book.orgSud },
      }),
    );
    expect(hidden.body).toMatchObject({ success: false, errors: { followed_by: 'Organisme inconnu' } });
    await server.request('POST', `/api/web/recipient/${file}/following`, {
      token: fx.tokens.volunteerNord,
      body: { followed_by: book.orgTous },
    });
    await server.request('POST', `/api/web/recipient/${file}/following`, { token: fx.tokens.volunteerNord, body: { followed_by: null } });
    expect((await server.request('GET', `/api/web/recipient/${file}/following`, { token: fx.tokens.volunteerNord })).body.data).toEqual({
      followed_by: null,
    });
    const history = await historyOf(file);
    expect(history.find((entry) => entry.type === 'OrientationChanged')).toMatchObject({
      summary: "Modification de l'organisme d'orientation",
      changes: [{ field: 'oriented_by', label: 'Orienté par', from: '—', to: 'CCAS de Lille' }],
    });
    expect(history.find((entry) => entry.type === 'FollowingChanged')?.changes).toEqual([
      { field: 'followed_by', label: 'Suivi par', from: 'CCAS de Lille', to: '—' },
    ]);
  });
});
