import fs from 'node:fs';
import path from 'node:path';
import type { Answer, TestServer } from './testServer';

/** What a document upload sends: the form's fields and, unless left out, one file. */
export interface UploadForm {
  type?: string | null;
  file?: { bytes: Uint8Array; name: string; mimetype?: string } | null;
  metadata?: string | Record<string, unknown>;
  recipient_id?: string;
  antenna_id?: string;
}

/** Sends a document as the browser would (multipart/form-data): PUT /attachment/new, or POST /attachment/{id} with `id`. */
export async function sendDocument(server: TestServer, token: string, form: UploadForm, id?: string): Promise<Answer<string>> {
  const body = new FormData();
  if (form.type) body.set('type', form.type);
  if (form.metadata !== undefined) body.set('metadata', typeof form.metadata === 'string' ? form.metadata : JSON.stringify(form.metadata));
  if (form.recipient_id) body.set('recipient_id', form.recipient_id);
  if (form.antenna_id) body.set('antenna_id', form.antenna_id);
  if (form.file)
    body.set(
      'attachment',
      new Blob([Buffer.from(form.file.bytes)], { type: form.file.mimetype ?? 'application/octet-stream' }),
      form.file.name,
    );
  const response = await fetch(`${server.url}/api/web/attachment/${id ?? 'new'}`, {
    method: id ? 'POST' : 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

/** Downloads a document: the status, headers and bytes as answered. */
export async function downloadDocument(server: TestServer, token: string, id: string) {
  const response = await fetch(`${server.url}/api/web/attachment/${id}/download`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The names in a folder of the server's data directory ('files', 'uploads'), none when it does not exist. */
export function entriesOf(server: TestServer, folder: string): string[] {
  const dir = path.join(server.services.config.dataDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
}

/** Files (not folders) under the server's upload area: what a request received and has not removed yet. */
export function uploadsLeft(server: TestServer): string[] {
  const dir = path.join(server.services.config.dataDir, 'uploads');
  return entriesOf(server, 'uploads').filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}
