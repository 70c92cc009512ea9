import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentList } from '../types';
import { ATTACHMENT_MESSAGES as M } from '@domain/attachments/rules';
import { SAMPLES } from '@domain/attachments/testing';
import { downloadDocument, entriesOf, sendDocument } from '../testing/attachments';
import { expectNothingAppended } from '../testing/expectations';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, choiceIdOf, fileRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let nordFile: string;
let recipientType: string;
let antennaType: string;
let nordDocument: string;

const file = (name = 'document.pdf') => ({ bytes: SAMPLES.pdf, name });
const toFile = (token: string, recipientId = nordFile) =>
  sendDocument(server, token, { type: recipientType, recipient_id: recipientId, file: file() });
const toAntenna = (token: string, antennaId = fx.antennas.nord) =>
  sendDocument(server, token, { type: antennaType, antenna_id: antennaId, file: file('Bail.pdf') });
const get = (token: string, path: string) => server.request<AttachmentList>('GET', `/api/web${path}`, { token });

/** A refused write: its status and message, nothing recorded and no bytes stored. */
async function refusedWrite(send: () => Promise<{ status: number; body: { message?: string } }>, status: number, message?: string) {
  const files = entriesOf(server, 'files');
  const answer = await expectNothingAppended(server, send);
  expect(answer.status).toBe(status);
  if (message) expect(answer.body.message).toBe(message);
  expect(entriesOf(server, 'files')).toEqual(files);
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.super);
  nordFile = await fileRecipient(server, fx.tokens.adminNord, buildRecipient(ref, fx.antennas.nord));
  recipientType = await choiceIdOf(server, fx.tokens.super, 'attachment_types_for_recipient', 'Jugement');
  antennaType = await choiceIdOf(server, fx.tokens.super, 'attachment_types_for_antenna', 'Bail');
  nordDocument = (await toFile(fx.tokens.volunteerNord)).body.data as string;
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe("a file's documents follow the file's access rules", () => {
  it('are read, written and deleted by whoever may open the file', async () => {
    for (const who of ['volunteerNord', 'adminNord', 'siege', 'admin'] as const) {
      expect((await get(fx.tokens[who], `/recipient/${nordFile}/attachments`)).status).toBe(200);
      expect((await downloadDocument(server, fx.tokens[who], nordDocument)).status).toBe(200);
      const id = (await toFile(fx.tokens[who])).body.data as string;
      expect((await server.request('DELETE', `/api/web/attachment/${id}`, { token: fx.tokens[who] })).status).toBe(200);
    }
  });

  it("refuses 403 everything of another antenna's file to a user bound to their antenna", async () => {
    const forbiddenFile = "Vous n'avez pas le droit de consulter ce dossier !";
    for (const who of ['volunteerSud', 'adminSud'] as const) {
      const token = fx.tokens[who];
      expect((await get(token, `/recipient/${nordFile}/attachments`)).body.message).toBe(forbiddenFile);
      expect((await get(token, `/attachment/${nordDocument}`)).status).toBe(403);
      expect((await downloadDocument(server, token, nordDocument)).status).toBe(403);
      await refusedWrite(() => toFile(token), 403, forbiddenFile);
      await refusedWrite(() => sendDocument(server, token, { type: recipientType, file: file() }, nordDocument), 403);
      await refusedWrite(() => server.request('DELETE', `/api/web/attachment/${nordDocument}`, { token }), 403);
    }
  });

  it('answers 404 for an unknown file or document', async () => {
    await refusedWrite(() => toFile(fx.tokens.admin, 'inconnu'), 404);
    expect((await get(fx.tokens.admin, '/attachment/inconnu')).status).toBe(404);
    expect((await downloadDocument(server, fx.tokens.admin, 'inconnu')).status).toBe(404);
  });

  it('asks to sign in before receiving anything', async () => {
    const answer = await sendDocument(server, 'jeton-invalide', { type: recipientType, recipient_id: nordFile, file: file() });
    expect(answer.status).toBe(401);
    expect(entriesOf(server, 'uploads').filter((entry) => entry.includes('/'))).toEqual([]);
  });
});

describe("an antenna's documents", () => {
  let bail: string;

  beforeAll(async () => {
    bail = (await toAntenna(fx.tokens.volunteerNord)).body.data as string;
  });

  it("are listed to the antenna's people and the head office, with what each may do", async () => {
    const expected = {
      volunteerNord: { add: true, edit: true, delete: false },
      adminNord: { add: true, edit: true, delete: true },
      siege: { add: false, edit: false, delete: false },
      management: { add: false, edit: false, delete: false },
      super: { add: false, edit: false, delete: false },
    };
    for (const [who, can] of Object.entries(expected) as [keyof typeof expected, (typeof expected)['siege']][]) {
      const list = (await get(fx.tokens[who], `/antenna/${fx.antennas.nord}/attachments`)).body.data;
      expect(list?.abilities).toEqual({ add: can.add });
      expect(list?.attachments).toEqual([
        expect.objectContaining({
          _id: bail,
          meta_type: 'antenna',
          antenna_id: fx.antennas.nord,
          recipient_id: null,
          type_label: 'Bail',
          abilities: { edit: can.edit, delete: can.delete, download: true },
        }),
      ]);
      expect((await downloadDocument(server, fx.tokens[who], bail)).status).toBe(200);
    }
  });

  it("are hidden from another antenna's people and refused to writers outside the antenna", async () => {
    for (const who of ['volunteerSud', 'adminSud'] as const) {
      expect((await get(fx.tokens[who], `/antenna/${fx.antennas.nord}/attachments`)).status).toBe(403);
      expect((await get(fx.tokens[who], `/attachment/${bail}`)).status).toBe(403);
      expect((await downloadDocument(server, fx.tokens[who], bail)).status).toBe(403);
      await refusedWrite(() => toAntenna(fx.tokens[who]), 403, "Vous n'avez pas les droits");
    }
    await refusedWrite(() => toAntenna(fx.tokens.admin), 403, "Vous n'avez pas les droits");
    await refusedWrite(() => sendDocument(server, fx.tokens.siege, { type: antennaType, file: file() }, bail), 403);
  });

  it("refuses a recipient's document type, an unknown antenna and the head office", async () => {
    await refusedWrite(
      () => sendDocument(server, fx.tokens.adminNord, { type: recipientType, antenna_id: fx.antennas.nord, file: file() }),
      400,
    );
    await refusedWrite(() => toAntenna(fx.tokens.adminNord, 'inconnue'), 404, 'Antenne introuvable');
    await refusedWrite(() => toAntenna(fx.tokens.admin, 'siege'), 404, 'Antenne introuvable');
    expect((await get(fx.tokens.admin, '/antenna/siege/attachments')).status).toBe(404);
    expect((await get(fx.tokens.admin, '/antenna/inconnue/attachments')).status).toBe(404);
  });

  it('are never deleted by a volunteer, even of the antenna; its administrator deletes them', async () => {
    await refusedWrite(
      () => server.request('DELETE', `/api/web/attachment/${bail}`, { token: fx.tokens.volunteerNord }),
      403,
      M.cannotDelete,
    );
    await refusedWrite(() => server.request('DELETE', `/api/web/attachment/${bail}`, { token: fx.tokens.adminSud }), 403);
    expect((await server.request('DELETE', `/api/web/attachment/${bail}`, { token: fx.tokens.adminNord })).status).toBe(200);
    expect((await get(fx.tokens.adminNord, `/antenna/${fx.antennas.nord}/attachments`)).body.data?.attachments).toEqual([]);
  });

  it('leave the antenna readable and editable as before', async () => {
    const antenna = await server.request<{ name: string }>('GET', `/api/web/antenna/${fx.antennas.nord}`, { token: fx.tokens.adminNord });
    expect(antenna.body.data?.name).toBe('Antenne Nord');
  });
});
