import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBook, contactCalls, jeanPetit as lambert } from '../testing/contactBook';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/testServer';

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
const organismNames = () => calls.organismNames();

describe('a contact entered freely', () => {
  it("creates the contact and its organism in the address book, visible to the writer's antenna, and links it", async () => {
    const file = await newFile();
    const organism = {
      name: 'Secours Populaire de Roubaix',
      domain_id: book.domain,
      address: { postal_code: '59100', city: 'Roubaix', street: '3 rue Pierre' },
    };
    const created = await put(file, { contact_other: { contact: lambert, organism, date: '2026-11-02' } });
    expect(created.body).toMatchObject({ success: true, data: { created: { contact: true, organism: true } } });
    const contactId = created.body.data?.contact_id ?? '';
    expect((await listOf(file))[0]).toMatchObject({
      contact_id: contactId,
      date: '2026-11-02',
      name: 'Petit',
      organism_name: 'Secours Populaire de Roubaix',
      postal_code: '59100',
      city: 'Roubaix',
      abilities: { edit_contact: true },
    });
    const opened = await server.request<{ antenna_id: string }>('GET', `/api/web/contact/${contactId}`, { token: fx.tokens.volunteerNord });
    expect(opened.body.data?.antenna_id).toBe(fx.antennas.nord);
    expect((await server.request('GET', `/api/web/contact/${contactId}`, { token: fx.tokens.volunteerSud })).status).toBe(403);
  });

  it('refuses a typed organism whose name the writer sees held already (case, accents and spaces aside), naming it', async () => {
    const file = await newFile();
    const before = await organismNames();
    const held = await expectNothingAppended(server, () =>
      put(file, { contact_other: { contact: { ...lambert, name: 'Moreau' }, organism: { name: ' ccas  de LILLE', domain_id: null } } }),
    );
    expect(held.status).toBe(409);
    expect(held.body).toEqual({
      success: false,
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme CCAS de Lille existe déjà.",
      data: { name: 'CCAS de Lille', organism_id: book.orgTous },
    });
    expect(await organismNames()).toEqual(before);
    // The form then offers that organism: chosen, the contact joins it.
    const chosen = await put(file, { contact_other: { contact: { ...lambert, name: 'Moreau' }, organism_id: book.orgTous } });
    expect(chosen.body.data?.created).toEqual({ contact: true, organism: false });
    expect((await listOf(file))[0]).toMatchObject({ organism_id: book.orgTous, organism_name: 'CCAS de Lille' });
  });

  it('creates one organism for two simultaneous entries typing the same new name, and refuses the other, naming it', async () => {
    const file = await newFile();
    const organism = { name: 'Restos du Coeur de Lille', domain_id: book.domain };
    const answers = await Promise.all(
      ['Un', 'Deux'].map((name) => put(file, { contact_other: { contact: { ...lambert, name }, organism } })),
    );
    expect(answers.map((answer) => answer.status).toSorted((a, b) => a - b)).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ code: 'ORGANISM_ALREADY_EXISTS', data: { name: organism.name } });
    expect((await organismNames()).filter((name) => name === organism.name)).toHaveLength(1);
    const rows = await listOf(file);
    expect(rows).toHaveLength(1);
    expect((refused?.body.data as { organism_id?: string } | undefined)?.organism_id).toBe(rows[0].organism_id);
  });

  it('refuses an entry with a missing field or a name held out of sight, and creates nothing in the address book', async () => {
    const file = await newFile();
    const missing = await expectNothingAppended(server, () =>
      put(file, { contact_other: { contact: { ...lambert, tel: '' }, organism: { name: 'Nouvel organisme', domain_id: null } } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Des champs sont manquants',
      errors: { 'contact.tel': 'Le Téléphone est requis', 'organism.domain_id': 'Le domaine est requis' },
    });
    const held = await expectNothingAppended(server, () =>
      put(file, { contact_other: { contact: lambert, organism: { name: 'Mission Locale de Marseille', domain_id: book.domain } } }),
    );
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: 'ORGANISM_ALREADY_EXISTS', message: "L'organisme Mission locale de Marseille existe déjà." });
    // Out of the writer's sight, the organism is not named.
    expect(held.body.data).toEqual({ name: 'Mission locale de Marseille' });
    const hiddenOrganism = await expectNothingAppended(server, () =>
      put(file, { contact_other: { contact: lambert, organism_id: book.orgSud } }),
    );
    expect(hiddenOrganism.body).toMatchObject({ errors: { organism_id: 'Organisme inconnu' } });
    const sud = await newFile('sud');
    const closed = await expectNothingAppended(server, () =>
      put(sud, { contact_other: { contact: lambert, organism: { name: 'Autre', domain_id: book.domain } } }),
    );
    expect(closed.status).toBe(403);
  });

  it("edits the contact itself in the address book by its rules, and refuses an organism's new name held by another", async () => {
    const file = await newFile();
    const organism = {
      name: 'Emmaüs Tourcoing',
      domain_id: book.domain,
      address: { postal_code: '59200', city: 'Tourcoing', street: null },
    };
    const contactId = (await put(file, { contact_other: { contact: lambert, organism } })).body.data?.contact_id ?? '';
    const origin = { contact: lambert, organism };
    const edited = await editLink(file, contactId, {
      contact_other: {
        origin,
        current: {
          contact: { ...lambert, tel: '0320202020' },
          organism: { ...organism, address: { ...organism.address, city: 'Wattrelos' } },
          date: '2026-11-10',
        },
      },
    });
    expect(edited.body).toEqual({ success: true, data: contactId });
    expect((await listOf(file))[0]).toMatchObject({ tel: '0320202020', city: 'Wattrelos', date: '2026-11-10' });

    const collision = await expectNothingAppended(server, () =>
      editLink(file, contactId, {
        contact_other: {
          origin,
          current: { contact: { ...lambert, tel: '0300000000' }, organism: { ...organism, name: 'C.C.A.S. de Lille' } },
        },
      }),
    );
    expect(collision.status).toBe(409);
    expect(collision.body).toMatchObject({ code: 'ORGANISM_ALREADY_EXISTS', message: "L'organisme CCAS de Lille existe déjà." });

    await put(file, { contact_ref: { contact_id: book.cTous } });
    const notHers = await expectNothingAppended(server, () =>
      editLink(file, book.cTous, {
        contact_other: { origin: { contact: { tel: '0478000000' } }, current: { contact: { tel: '0600000000' } } },
      }),
    );
    expect(notHers.status).toBe(403);
  });
});
