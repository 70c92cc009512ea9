import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Every id a write on a recipient file names must name something that exists, in the right list,
// and that the writer may point to; an edit is judged on the ids it changes only.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const UNKNOWN_CHOICE = 'Valeur absente de la liste de référence';
type File = Record<string, unknown> & { _id: string };
let unique = 0;
const create = (token: string, recipient: Record<string, unknown>) =>
  server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', { token, body: { recipient } });
const createIn = async (antennaId: string, overrides: Record<string, unknown> = {}) => {
  const answer = await create(fx.tokens.admin, buildRecipient(ref, antennaId, { surname: `Référence${++unique}`, ...overrides }));
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data?.recipient_id as string;
};
const load = async (id: string) =>
  (await server.request<File>('GET', `/api/web/recipient/${id}`, { token: fx.tokens.admin })).body.data as File;
const edit = async (id: string, token: string, set: Record<string, unknown>) => {
  const origin = await load(id);
  return server.request('POST', `/api/web/recipient/${id}`, { token, body: { origin, current: { ...origin, ...set } } });
};

describe('PUT /api/web/recipient/new', () => {
  it('refuses a nationality that is an entry of another list, and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      create(fx.tokens.volunteerNord, buildRecipient(ref, fx.antennas.nord, { surname: `Référence${++unique}`, nationality: ref.france })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { nationality: UNKNOWN_CHOICE } });
  });

  it('refuses a birth country that is no entry, and records nothing', async () => {
    const answer = await expectNothingAppended(server, () =>
      create(
        fx.tokens.admin,
        buildRecipient(ref, fx.antennas.nord, { surname: `Référence${++unique}`, birth_place: { city: 'Oran', country: 'inconnu' } }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'birth_place.country': UNKNOWN_CHOICE });
  });

  it("refuses a file without antenna instead of filing it in the filer's", async () => {
    for (const token of [fx.tokens.volunteerNord, fx.tokens.admin]) {
      const { antenna_id: _antenna, ...withoutAntenna } = buildRecipient(ref, fx.antennas.nord, { surname: `Référence${++unique}` });
      const answer = await expectNothingAppended(server, () => create(token, withoutAntenna));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ antenna_id: "L'antenne d'accueil est requise" });
    }
  });
});

describe('POST /api/web/recipient/:id', () => {
  it('refuses a family status changed to an unknown id, and records nothing', async () => {
    const id = await createIn(fx.antennas.nord);
    const answer = await expectNothingAppended(server, () => edit(id, fx.tokens.volunteerNord, { family_status: 'inconnu' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ family_status: UNKNOWN_CHOICE });
  });

  it('keeps a deleted entry the file already holds, but refuses it newly chosen', async () => {
    const added = await server.request<string>('PUT', '/api/web/choices/family_status', {
      token: fx.tokens.admin,
      body: { family_status: { label: `Situation ${++unique}` } },
    });
    const entry = added.body.data as string;
    const holder = await createIn(fx.antennas.nord, { family_status: entry });
    const other = await createIn(fx.antennas.nord);
    expect((await server.request('DELETE', `/api/web/choice/${entry}`, { token: fx.tokens.admin })).status).toBe(200);
    expect((await edit(holder, fx.tokens.volunteerNord, { tel: '0612345678' })).status).toBe(200);
    const refused = await expectNothingAppended(server, () => edit(other, fx.tokens.volunteerNord, { family_status: entry }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ family_status: UNKNOWN_CHOICE });
  });
});

describe('POST /api/web/recipient/:id/radiation', () => {
  it('refuses a reason taken from another list, and records nothing', async () => {
    const id = await createIn(fx.antennas.nord);
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${id}/radiation`, {
        token: fx.tokens.adminNord,
        body: { on: '2026-10-01', radiation_reason: ref.celibataire },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: UNKNOWN_CHOICE, errors: { radiation_reason: UNKNOWN_CHOICE } });
  });
});

describe('POST /api/web/recipient/:id/justice', () => {
  it('refuses a volunteer an organism of another antenna as if it did not exist, and records nothing', async () => {
    const id = await createIn(fx.antennas.nord);
    const domainId = ((await server.request<{ _id: string }[]>('GET', '/api/web/choices/organism_domain', { token: fx.tokens.adminSud }))
      .body.data ?? [])[0]._id;
    const created = await server.request<{ organism_id: string }>('PUT', '/api/web/organism/new', {
      token: fx.tokens.adminSud,
      body: { organism: { name: 'SPIP du Sud', domain_id: domainId } },
    });
    const organismId = created.body.data?.organism_id as string;
    const answer = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/recipient/${id}/justice`, {
        token: fx.tokens.volunteerNord,
        body: { justice: { start: '2026-01-10', end: null, organism_id: organismId } },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Organisme inconnu', errors: { organism_id: 'Organisme inconnu' } });
  });
});

describe('POST /api/web/recipient/:id/transfert/:antenna_id', () => {
  const transfer = (id: string, userRef: unknown, token = fx.tokens.volunteerNord) =>
    server.request('POST', `/api/web/recipient/${id}/transfert/${fx.antennas.sud}`, { token, body: { user_ref: userRef } });
  const OUTSIDE = "Le référent doit être un accueillant de l'antenne de destination";

  it('refuses a referent who is not a person of the destination antenna, even from an administrator, and records nothing', async () => {
    const id = await createIn(fx.antennas.nord, { user_ref: fx.ids.volunteerNord });
    for (const [userRef, token] of [
      [fx.ids.volunteerNord, fx.tokens.volunteerNord],
      [fx.ids.admin, fx.tokens.admin],
    ]) {
      const answer = await expectNothingAppended(server, () => transfer(id, userRef, token));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', message: OUTSIDE, errors: { user_ref: OUTSIDE } });
    }
    expect(await load(id)).toMatchObject({ antenna_id: fx.antennas.nord, user_ref: fx.ids.volunteerNord });
  });

  it('refuses an unknown referent and a deleted one, and records nothing', async () => {
    const created = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
      token: fx.tokens.admin,
      body: {
        user: {
          surname: 'Parti',
          name: 'DU SUD',
          habilitation: 'volunteer',
          antenna_id: fx.antennas.sud,
          activity: { start_date: '2025-01-01' },
          login: `parti-sud-${++unique}`,
          password: 'motdepasse',
        },
      },
    });
    const gone = created.body.data?.user_id as string;
    expect((await server.request('DELETE', `/api/web/user/${gone}`, { token: fx.tokens.admin })).status).toBe(200);
    const id = await createIn(fx.antennas.nord);
    for (const userRef of ['inconnu', gone]) {
      const answer = await expectNothingAppended(server, () => transfer(id, userRef));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Référent inconnu', errors: { user_ref: 'Référent inconnu' } });
    }
  });
});

describe('GET /api/web/recipient/:id/transfert/:antenna_id/referents', () => {
  const referents = (id: string, antennaId: string, token: string) =>
    server.request<{ _id: string }[]>('GET', `/api/web/recipient/${id}/transfert/${antennaId}/referents`, { token });

  it("gives whoever may open the file the active people of the destination, beyond the reader's own antenna", async () => {
    const id = await createIn(fx.antennas.nord);
    const answer = await referents(id, fx.antennas.sud, fx.tokens.volunteerNord);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((user) => user._id).sort()).toEqual([fx.ids.adminSud, fx.ids.volunteerSud].sort());
    // The reader's own user list stops at their antenna: this is the only way they reach the destination's people.
    expect(
      (await server.request('GET', `/api/web/users/antenna/${fx.antennas.sud}`, { token: fx.tokens.volunteerNord })).body.data,
    ).toEqual([]);
  });

  it('refuses someone who may not open the file with 403, and an unknown file with 404', async () => {
    const id = await createIn(fx.antennas.nord);
    const refused = await referents(id, fx.antennas.sud, fx.tokens.volunteerSud);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "Vous n'avez pas le droit de consulter ce dossier !" });
    expect((await referents('inconnu', fx.antennas.sud, fx.tokens.admin)).status).toBe(404);
  });
});
