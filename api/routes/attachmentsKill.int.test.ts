import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '@domain/attachments/testing';
import { openEventStore } from '../../infra/eventstore';
import { childServer, type ChildServer } from '../../infra/testing/childServer';
import { tempDataDir } from '../../infra/testing/tempDataDir';

// A real server process, killed with SIGKILL while a document is being uploaded to it: nothing of the upload may be
// left in the file store or the event log, and the next start clears what the dead process was receiving.

const ADMIN_PASSWORD = 'mot-de-passe-admin';
const dir = tempDataDir();
let server: ChildServer;
let url = '';

async function call<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: T };
  if (!answer.success) throw new Error(`${method} ${route}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const login = async (username: string, password: string) =>
  (await call<{ token: string }>('POST', '/api/auth/login', null, { username, password })).token;

/** Files under a folder of the data directory, at any depth. */
function filesUnder(folder: string): string[] {
  const root = path.join(dir.path, folder);
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(root, entry)).isFile());
}

/** Begins uploading a large document slowly (chunked, no length), never finishing; resolves when part of it reached the server's disk. */
async function beginUpload(token: string, type: string, antennaId: string): Promise<http.ClientRequest> {
  const boundary = 'frontiere-du-formulaire';
  const request = http.request(`${url}/api/web/attachment/new`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  request.on('error', () => undefined);
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  request.write(field('type', type) + field('antenna_id', antennaId));
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  request.write(SAMPLES.pdf);
  for (let sent = 0; filesUnder('uploads').every((file) => fs.statSync(path.join(dir.path, 'uploads', file)).size < 2 << 20); sent += 1) {
    if (sent > 400) throw new Error('the server never wrote the upload to disk');
    request.write(new Uint8Array(256 * 1024).fill(37));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return request;
}

beforeAll(async () => {
  server = await childServer(dir.path, ADMIN_PASSWORD);
  url = server.url;
  await server.start();
}, 60_000);

afterAll(async () => {
  await server.kill();
  dir.remove();
});

describe('a server killed while a document is being uploaded', () => {
  it('leaves no half file in the store and no document in the event log, and its next start clears the upload', async () => {
    const admin = await login('admin', ADMIN_PASSWORD);
    const antennaId = await call<string>('PUT', '/api/web/antenna/new', admin, {
      antenna: { name: 'Antenne Est', address: { street: '1 rue Haute', city: 'Metz', postal_code: '57000' } },
    });
    const user = {
      surname: 'Lina',
      name: 'EST',
      habilitation: 'antenna_admin',
      antenna_id: antennaId,
      login: 'lina-est',
      password: 'motdepasse',
    };
    await call('PUT', '/api/web/user/new', admin, { user: { ...user, activity: { start_date: '2025-01-01' } } });
    const token = await login('lina-est', 'motdepasse');
    const types = await call<{ _id: string; label: string }[]>('GET', '/api/web/choices/attachment_types_for_antenna', token);
    const upload = await beginUpload(token, types[0]._id, antennaId);
    const storedBefore = filesUnder('files');

    await server.kill();
    upload.destroy();

    expect(filesUnder('files')).toEqual(storedBefore);
    expect(storedBefore).toEqual([]);
    const store = await openEventStore({ dataDir: dir.path });
    try {
      const events = await store.readAll(0n, 100_000);
      expect(events.length).toBeGreaterThan(0);
      expect(events.filter((event) => /Attachment|AntennaDocument/.test(event.type))).toEqual([]);
    } finally {
      await store.close();
    }
    const halfUpload = filesUnder('uploads');
    expect(halfUpload).toHaveLength(1);

    await server.start();
    expect(filesUnder('uploads')).toEqual([]);
    const list = await call<{ attachments: unknown[] }>('GET', `/api/web/antenna/${antennaId}/attachments`, token);
    expect(list.attachments).toEqual([]);
  }, 60_000);
});
