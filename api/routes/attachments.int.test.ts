import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentList, AttachmentView } from '../types';
import { DEFAULT_ATTACHMENT_MAX_BYTES } from '@domain/attachments/fields';
import { ATTACHMENT_MESSAGES as M, mismatchMessage } from '@domain/attachments/rules';
import { SAMPLES } from '@domain/attachments/testing';
import { downloadDocument, entriesOf, sendDocument, uploadsLeft, type UploadForm } from '../testing/attachments';
import { expectNothingAppended } from '../testing/expectations';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, choiceIdOf, fileRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let recipientId: string;
let cni: string;
let caf: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdf = (name: string, bytes: Uint8Array = SAMPLES.pdf) => ({ bytes, name });
const upload = (form: Partial<UploadForm>, token = fx.tokens.volunteerNord) =>
  sendDocument(server, token, { type: cni, recipient_id: recipientId, file: pdf('CNI.pdf'), ...form });
const listOf = async (id = recipientId) =>
  (await server.request<AttachmentList>('GET', `/api/web/recipient/${id}/attachments`, { token: fx.tokens.volunteerNord })).body.data;

/** Sends a refused upload and checks that nothing was stored, recorded or left behind. */
async function refused(
  send: () => Promise<{ status: number; body: { code?: string; message?: string; errors?: Record<string, string> } }>,
) {
  const files = entriesOf(server, 'files');
  const answer = await expectNothingAppended(server, send);
  expect(entriesOf(server, 'files')).toEqual(files);
  expect(uploadsLeft(server)).toEqual([]);
  return answer;
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.super);
  recipientId = await fileRecipient(server, fx.tokens.adminNord, buildRecipient(ref, fx.antennas.nord));
  cni = await choiceIdOf(server, fx.tokens.super, 'attachment_types_for_recipient', "Pièce d'identité");
  caf = await choiceIdOf(server, fx.tokens.super, 'attachment_types_for_recipient', 'Attestation CAF');
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('PUT /api/web/attachment/new and GET /api/web/attachment/:id/download', () => {
  it('keeps a PDF of a file and answers it byte for byte, as a download under its name', async () => {
    const bytes = new Uint8Array([...SAMPLES.pdf, ...new Uint8Array(200_000).map((_, i) => i % 256)]);
    const created = await upload({ file: pdf('CNI recto.pdf', bytes), metadata: { comment: 'Recto verso' } });
    expect(created.status).toBe(200);
    const id = created.body.data as string;
    const list = await listOf();
    expect(list?.abilities).toEqual({ add: true });
    expect(list?.attachments).toEqual([
      expect.objectContaining({
        _id: id,
        meta_type: 'recipient',
        recipient_id: recipientId,
        antenna_id: null,
        type: cni,
        type_label: "Pièce d'identité",
        comment: 'Recto verso',
        name: 'CNI recto.pdf',
        content_length: bytes.length,
        content_type: 'application/pdf',
        file: sha256(bytes),
        sha256: sha256(bytes),
        loaded_by: fx.ids.volunteerNord,
        loaded_by_user: { surname: 'volunteerNord', name: 'VOLUNTEER' },
        abilities: { edit: true, delete: true, download: true },
      }),
    ]);
    const one = await server.request<AttachmentView>('GET', `/api/web/attachment/${id}`, { token: fx.tokens.adminNord });
    expect(one.body.data).toEqual({ ...list?.attachments[0], abilities: { edit: true, delete: true, download: true } });
    const download = await downloadDocument(server, fx.tokens.adminNord, id);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(bytes))).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="CNI recto.pdf"; filename*=UTF-8''CNI%20recto.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entriesOf(server, 'files')).toContain(sha256(bytes));
    expect(uploadsLeft(server)).toEqual([]);
  });

  it('records the download in the access log and the upload in the history', async () => {
    const id = (await upload({ file: pdf('Justificatif.pdf', new TextEncoder().encode('%PDF-1.4 justificatif')) })).body.data as string;
    await downloadDocument(server, fx.tokens.volunteerNord, id);
    const log = await server.request<Record<string, unknown>[]>('GET', `/api/web/recipient/${recipientId}/access_log`, {
      token: fx.tokens.admin,
    });
    expect(log.body.data?.[0]).toMatchObject({
      kind: 'attachment',
      attachment_id: id,
      name: 'Justificatif.pdf',
      user_id: fx.ids.volunteerNord,
    });
    const history = await server.request<{ summary: string }[]>('GET', `/api/web/recipient/${recipientId}/history`, {
      token: fx.tokens.admin,
    });
    expect(history.body.data?.map((entry) => entry.summary)).toContain("Ajout du document « Justificatif.pdf » (Pièce d'identité)");
  });

  it('gives the nasty name of a file a safe download name, and an accented one its UTF-8 name in filename*', async () => {
    const nasty = (await upload({ metadata: { name: '../../etc/pass\u0000wd\r\n.pdf' } })).body.data as string;
    expect((await downloadDocument(server, fx.tokens.volunteerNord, nasty)).headers.get('content-disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    const fromBrowser = (await upload({ file: pdf('../../etc/passwd\r\n.pdf') })).body.data as string;
    const header = (await downloadDocument(server, fx.tokens.volunteerNord, fromBrowser)).headers.get('content-disposition') ?? '';
    expect(header).not.toMatch(/[\r\n/\\]/);
    const accented = 'Attestation CAF – décembre été.pdf';
    const id = (await upload({ file: pdf(accented), type: caf })).body.data as string;
    const disposition = (await downloadDocument(server, fx.tokens.volunteerNord, id)).headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="Attestation CAF _ decembre ete.pdf"; filename*=UTF-8''Attestation%20CAF%20%E2%80%93%20d%C3%A9cembre%20%C3%A9t%C3%A9.pdf`,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(accented);
  });

  it('keeps the same bytes once in the store, whoever uploads them', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 deux fois');
    await upload({ file: pdf('un.pdf', bytes) });
    await upload({ file: pdf('deux.pdf', bytes) }, fx.tokens.adminNord);
    expect(entriesOf(server, 'files').filter((name) => name === sha256(bytes))).toHaveLength(1);
  });

  it('takes text, images and office documents recognised from their bytes', async () => {
    for (const [sample, name, contentType] of [
      ['text', 'liste.csv', 'text/csv'],
      ['png', 'photo.png', 'image/png'],
      ['docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['odt', 'lettre', 'application/vnd.oasis.opendocument.text'],
    ] as const) {
      const id = (await upload({ file: { bytes: SAMPLES[sample], name } })).body.data as string;
      const doc = await server.request<AttachmentView>('GET', `/api/web/attachment/${id}`, { token: fx.tokens.volunteerNord });
      expect(doc.body.data?.content_type).toBe(contentType);
    }
    const csv = (await listOf())?.attachments.find((doc) => doc.name === 'liste.csv');
    expect((await downloadDocument(server, fx.tokens.volunteerNord, csv?._id ?? '')).headers.get('content-type')).toBe(
      'text/csv; charset=utf-8',
    );
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a document over 20 Mo with 413, whether its size was declared or not', async () => {
    const tooBig = new Uint8Array(DEFAULT_ATTACHMENT_MAX_BYTES + 1);
    tooBig.set(SAMPLES.pdf);
    const streamed = await refused(() => upload({ file: pdf('gros.pdf', tooBig) }));
    expect(streamed.status).toBe(413);
    expect(streamed.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Le document dépasse la taille maximale (20 Mo)' });
    const declared = await refused(() => upload({ file: pdf('énorme.pdf', new Uint8Array(DEFAULT_ATTACHMENT_MAX_BYTES + 200_000)) }));
    expect(declared.status).toBe(413);
  });

  it('refuses an executable renamed .pdf, and a PDF named .txt, with 415', async () => {
    const exe = await refused(() => upload({ file: pdf('facture.pdf', SAMPLES.exe) }));
    expect(exe.status).toBe(415);
    expect(exe.body).toMatchObject({ code: 'UNSUPPORTED_ATTACHMENT', message: M.refusedType });
    const mismatch = await refused(() => upload({ file: pdf('notes.txt') }));
    expect(mismatch.status).toBe(415);
    expect(mismatch.body).toMatchObject({ code: 'ATTACHMENT_MISMATCH', message: mismatchMessage('PDF', 'txt') });
  });

  it("refuses a document without type or file, with the form's messages", async () => {
    const answer = await refused(() => upload({ type: null, file: null }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: M.missingFields, errors: { type: M.typeRequired, attachment: M.missingFile } });
    const bail = await choiceIdOf(server, fx.tokens.super, 'attachment_types_for_antenna', 'Bail');
    expect((await refused(() => upload({ type: bail }))).body.errors).toEqual({ type: 'Valeur absente de la liste de référence' });
    expect((await refused(() => upload({ recipient_id: undefined }))).body.errors).toEqual({ recipient_id: M.ownerRequired });
    expect((await refused(() => upload({ metadata: '{"comment": ' }))).body.errors).toEqual({ metadata: M.badMetadata });
  });

  it('refuses a body that is not a multipart form, and an unknown file part', async () => {
    const json = await refused(() =>
      server.request('PUT', '/api/web/attachment/new', { token: fx.tokens.volunteerNord, body: { type: cni } }),
    );
    expect(json).toMatchObject({ status: 415, body: { message: M.notMultipart } });
    const form = new FormData();
    form.set('type', cni);
    form.set('recipient_id', recipientId);
    form.set('autre', new Blob([Buffer.from(SAMPLES.pdf)]), 'a.pdf');
    const send = async () => {
      const headers = { Authorization: `Bearer ${fx.tokens.volunteerNord}` };
      const response = await fetch(`${server.url}/api/web/attachment/new`, { method: 'PUT', headers, body: form });
      return { status: response.status, body: (await response.json()) as { errors?: Record<string, string> } };
    };
    expect(await refused(send)).toMatchObject({ status: 400, body: { errors: { autre: 'Champ inconnu' } } });
  });
});

describe('POST /api/web/attachment/:id and DELETE /api/web/attachment/:id', () => {
  it('replaces the file, type and comment, and requires a file', async () => {
    const id = (await upload({ file: pdf('ancien.pdf', new TextEncoder().encode('%PDF-1.7 ancien')) })).body.data as string;
    const missing = await refused(() => sendDocument(server, fx.tokens.volunteerNord, { type: caf }, id));
    expect(missing).toMatchObject({ status: 400, body: { errors: { attachment: M.missingFile } } });
    const other = await refused(() =>
      sendDocument(server, fx.tokens.volunteerNord, { type: caf, file: pdf('x.pdf'), antenna_id: fx.antennas.nord }, id),
    );
    expect(other.status).toBe(400);
    const replaced = await sendDocument(
      server,
      fx.tokens.volunteerNord,
      { type: caf, file: pdf('nouveau.pdf'), metadata: { comment: 'À jour' } },
      id,
    );
    expect(replaced).toMatchObject({ status: 200, body: { data: id } });
    const doc = (await server.request<AttachmentView>('GET', `/api/web/attachment/${id}`, { token: fx.tokens.volunteerNord })).body.data;
    expect(doc).toMatchObject({ name: 'nouveau.pdf', type: caf, comment: 'À jour', sha256: sha256(SAMPLES.pdf) });
    expect((await downloadDocument(server, fx.tokens.volunteerNord, id)).bytes.equals(Buffer.from(SAMPLES.pdf))).toBe(true);
  });

  it('deletes a document: gone from the list, kept by name in the history, its bytes kept', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 à supprimer');
    const id = (await upload({ file: pdf('Supprimé.pdf', bytes) })).body.data as string;
    const deleted = await server.request('DELETE', `/api/web/attachment/${id}`, { token: fx.tokens.volunteerNord });
    expect(deleted).toMatchObject({ status: 200, body: { data: id } });
    expect((await listOf())?.attachments.map((doc) => doc._id)).not.toContain(id);
    expect((await server.request('GET', `/api/web/attachment/${id}`, { token: fx.tokens.volunteerNord })).status).toBe(404);
    const history = await server.request<{ summary: string; user: unknown }[]>('GET', `/api/web/recipient/${recipientId}/history`, {
      token: fx.tokens.admin,
    });
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ summary: "Suppression du document « Supprimé.pdf » (Pièce d'identité)" }),
    );
    expect(entriesOf(server, 'files')).toContain(sha256(bytes));
  });
});
