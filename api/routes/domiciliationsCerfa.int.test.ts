import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttestationGenerated } from '@domain/domiciliations/events';
import { pageText } from '../../documents/pdf/testing/pageText';
import { expectNothingAppended } from '../testing/expectations';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

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

/** A file of Nord domiciled from 2026-11-01 (an own domiciliation, referent the Nord volunteer) or externally. */
async function domiciledFile(kind: 'own' | 'external' = 'own') {
  const surname = `Aïssatou${++unique}`;
  const recipientId = await fileRecipient(
    server,
    fx.tokens.admin,
    buildRecipient(ref, fx.antennas.nord, { civility: 'Mme', surname, name: 'Ndiaye' }),
  );
  const domiciliation =
    kind === 'own'
      ? { user_id: fx.ids.volunteerNord, paper: 'CNI', origin: 'SPIP', start_date: '2026-11-01', last_meeting: '2026-10-28' }
      : { kind: 'external', name_dom: 'CCAS de Lille', start_date: '2025-01-01', end_date: '2025-12-31' };
  const added = await server.request<string>('PUT', `/api/web/recipient/${recipientId}/domiciliations`, {
    token: fx.tokens.adminNord,
    body: { domiciliation },
  });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  return { recipientId, domiciliationId: added.body.data as string, surname };
}

/** Calls download_cerfa or refresh_cerfa (fetched directly: the test server's request() reads every body as JSON). */
async function attestation(call: 'download_cerfa' | 'refresh_cerfa', domiciliationId: string, token: Token = 'volunteerNord') {
  const answer = await fetch(`${server.url}/api/web/domiciliation/${domiciliationId}/${call}`, {
    headers: { Authorization: `Bearer ${fx.tokens[token]}` },
  });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return { status: answer.status, headers: answer.headers, bytes, json: () => JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown };
}

const generations = async (recipientId: string) =>
  (await server.services.store.readStream(`recipient-${recipientId}`))
    .filter((event) => event.type === 'DomiciliationAttestationGenerated')
    .map((event) => event.data as AttestationGenerated);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storedFiles = () => {
  const dir = path.join(server.services.config.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.') && !name.endsWith('.json')).length : 0;
};

describe('GET /api/web/domiciliation/:id/download_cerfa', () => {
  it("answers a PDF with the person's name and the dates, kept and recorded with the answered bytes' SHA-256", async () => {
    const { recipientId, domiciliationId, surname } = await domiciledFile();
    const answer = await attestation('download_cerfa', domiciliationId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const filename = answer.headers.get('filename');
    expect(filename).toMatch(/^attestation-domicile-dossier-\d+-2026-11-01\.pdf$/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    expect((await PDFDocument.load(answer.bytes)).getPageCount()).toBe(1);
    const text = await pageText(answer.bytes);
    for (const expected of ['NDIAYE', surname, '01/11/2026', '31/10/2027', '12/04/1988', 'Antenne Nord', '22/11/2026'])
      expect(text).toContain(expected);

    const [generated, ...others] = await generations(recipientId);
    expect(others).toEqual([]);
    expect(generated).toEqual({
      domiciliation_id: domiciliationId,
      file_id: expect.any(String),
      sha256: sha256(answer.bytes),
      size: answer.bytes.byteLength,
      filename,
      start_date: '2026-11-01',
      end_date: '2027-10-31',
    });
    const kept = await server.services.files.get(generated.file_id);
    expect(kept && sha256(kept.bytes)).toBe(generated.sha256);

    const dom = await server.request<{ attestation: unknown }>('GET', `/api/web/domiciliation/${domiciliationId}`, {
      token: fx.tokens.volunteerNord,
    });
    expect(dom.body.data?.attestation).toEqual({
      file_id: generated.file_id,
      sha256: generated.sha256,
      size: generated.size,
      filename,
      generated_at: '2026-11-22T10:00:00.000Z',
    });
    const history = await server.request<{ summary: string; user: { surname: string } }[]>(
      'GET',
      `/api/web/recipient/${recipientId}/history`,
      {
        token: fx.tokens.volunteerNord,
      },
    );
    expect(history.body.data?.[0]).toMatchObject({
      summary: `Attestation d'élection de domicile du 01/11/2026 au 31/10/2027 délivrée (${filename}, SHA-256 ${generated.sha256.slice(0, 12)}…)`,
      user: { surname: 'volunteerNord' },
    });
  });

  it('answers the kept attestation on a second download: one generation', async () => {
    const { recipientId, domiciliationId } = await domiciledFile();
    const first = await attestation('download_cerfa', domiciliationId);
    const second = await attestation('download_cerfa', domiciliationId, 'admin');
    expect(second.status).toBe(200);
    expect(second.headers.get('filename')).toBe(first.headers.get('filename'));
    expect(sha256(second.bytes)).toBe(sha256(first.bytes));
    expect(await generations(recipientId)).toHaveLength(1);
  });

  it('lets an edit send the record back with its attestation untouched (read-only)', async () => {
    const { domiciliationId } = await domiciledFile();
    await attestation('download_cerfa', domiciliationId);
    const read = await server.request<Record<string, unknown>>('GET', `/api/web/domiciliation/${domiciliationId}`, {
      token: fx.tokens.volunteerNord,
    });
    const record = read.body.data ?? {};
    const edited = await server.request('POST', `/api/web/domiciliation/${domiciliationId}`, {
      token: fx.tokens.volunteerNord,
      body: { origin: record, current: { ...record, remarque: 'Attestation remise en main propre' } },
    });
    expect(edited.status).toBe(200);
    const after = await server.request<Record<string, unknown>>('GET', `/api/web/domiciliation/${domiciliationId}`, {
      token: fx.tokens.volunteerNord,
    });
    expect(after.body.data).toMatchObject({ remarque: 'Attestation remise en main propre', attestation: record.attestation });
  });

  it('refuses a volunteer of another antenna with 403: nothing generated, kept or recorded', async () => {
    const { domiciliationId } = await domiciledFile();
    const files = storedFiles();
    const refused = await expectNothingAppended(server, () => attestation('download_cerfa', domiciliationId, 'volunteerSud'));
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await expectNothingAppended(server, () => attestation('refresh_cerfa', domiciliationId, 'adminSud'))).status).toBe(403);
    expect(storedFiles()).toBe(files);
  });

  it("refuses an external domiciliation with 409 and a French message: the other organism's attestation", async () => {
    const { domiciliationId } = await domiciledFile('external');
    const files = storedFiles();
    for (const call of ['download_cerfa', 'refresh_cerfa'] as const) {
      const refused = await expectNothingAppended(server, () => attestation(call, domiciliationId));
      expect(refused.status).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'EXTERNAL_DOMICILIATION',
        message: "Une domiciliation extérieure n'a pas d'attestation : elle est délivrée par l'organisme domiciliataire.",
      });
    }
    expect(storedFiles()).toBe(files);
  });

  it('answers 404 for an unknown domiciliation', async () => {
    const refused = await expectNothingAppended(server, () => attestation('download_cerfa', '00000000-0000-4000-8000-000000000000'));
    expect(refused.status).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Domiciliation introuvable' });
  });
});

describe('GET /api/web/domiciliation/:id/refresh_cerfa', () => {
  it("generates a new attestation from today's data each time, which download answers next", async () => {
    const { recipientId, domiciliationId } = await domiciledFile();
    const first = await attestation('download_cerfa', domiciliationId);
    const edited = await server.request('POST', `/api/web/domiciliation/${domiciliationId}`, {
      token: fx.tokens.volunteerNord,
      body: { origin: { start_date: '2026-11-01' }, current: { start_date: '2026-11-15' } },
    });
    expect(edited.status).toBe(200);
    const refreshed = await attestation('refresh_cerfa', domiciliationId);
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('filename')).toMatch(/-2026-11-15\.pdf$/);
    expect(await pageText(refreshed.bytes)).toContain('14/11/2027');
    const recorded = await generations(recipientId);
    expect(recorded.map(({ sha256: digest, start_date }) => ({ digest, start_date }))).toEqual([
      { digest: sha256(first.bytes), start_date: '2026-11-01' },
      { digest: sha256(refreshed.bytes), start_date: '2026-11-15' },
    ]);
    expect(recorded[1].file_id).not.toBe(recorded[0].file_id);
    const again = await attestation('download_cerfa', domiciliationId);
    expect(sha256(again.bytes)).toBe(sha256(refreshed.bytes));
    expect(await generations(recipientId)).toHaveLength(2);
  });
});
