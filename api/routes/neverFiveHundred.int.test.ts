import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { buildRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Requests built to break the server rather than use it: each gets a 4xx in the envelope, never a 500 (docs/api.md,
// 'Requests').

let server: TestServer;
let fx: Fixture;
let file: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  file = (
    await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.nord) },
    })
  ).body.data?.recipient_id as string;
});
afterAll(async () => {
  await server.close();
});

describe('bodies nested thousands deep', () => {
  it.each([
    ['arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['objects', '{"recipient":'.repeat(20_000) + '1' + '}'.repeat(20_000)],
  ])('refuses %s with 400, recording nothing', async (_kind, body) => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/recipient/new', { token: fx.tokens.admin, body, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Le contenu de la requête est trop imbriqué',
    });
  });
});

describe('numbers of a query written otherwise than in digits', () => {
  const lists = () => [
    '/api/web/recipients',
    '/api/web/housings',
    '/api/web/housings/dashboard',
    '/api/web/domiciliation/dashboard',
    '/api/web/alerts',
    `/api/web/recipient/${file}/history`,
  ];
  it.each(['page=Infinity', 'per_page=Infinity', 'page=-Infinity', 'page=0x10', 'per_page=1e1', 'page=%20'])(
    'answer 400 for %s on every paged list',
    async (query) => {
      for (const path of lists()) {
        const answer = await server.request('GET', `${path}?${query}`, { token: fx.tokens.admin });
        expect(answer.status, path).toBe(400);
        expect(answer.body.code, path).toBe('OBJECT_CANNOT_BE_VALIDATED');
        expect(Object.values(answer.body.errors ?? {}), path).toEqual(['Valeur invalide']);
      }
    },
  );

  it('still reads a page written in digits', async () => {
    for (const path of lists()) {
      const answer = await server.request<unknown[]>('GET', `${path}?page=0&per_page=5`, { token: fx.tokens.admin });
      expect(answer.status, path).toBe(200);
      expect(answer.body.pagination, path).toMatchObject({ page: 0, per_page: 5 });
    }
  });
});

describe('empty query parameters', () => {
  it.each(['/api/web/hotels?free=', '/api/web/rooms?free=', '/api/web/rooms?free=&until=', '/api/web/recipients?birth_date=&name='])(
    'are read as not given: %s answers as without them',
    async (path) => {
      const [withEmpty, without] = await Promise.all([
        server.request('GET', path, { token: fx.tokens.admin }),
        server.request('GET', path.split('?')[0], { token: fx.tokens.admin }),
      ]);
      expect(withEmpty.status).toBe(200);
      expect(withEmpty.body).toEqual(without.body);
    },
  );

  it('of an unknown name are still refused', async () => {
    const answer = await server.request('GET', '/api/web/hotels?fre=', { token: fx.tokens.admin });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ fre: 'Champ inconnu' });
  });
});

/** Sends a GET with a raw URL, as node:http lets it through (fetch would too, but says less when refused). */
function rawGet(path: string, token: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('URLs longer than the server reads', () => {
  it('answer 431 with a French error in the envelope', async () => {
    const answer = await rawGet(`/api/web/recipients?name=${'a'.repeat(20_000)}`, fx.tokens.admin);
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      code: 'REQUEST_TOO_LARGE',
      message: "L'adresse ou les en-têtes de la requête sont trop longs",
    });
  });

  it('leave the server answering the next requests', async () => {
    const answer = await rawGet('/api/web/recipients?page=0', fx.tokens.admin);
    expect(answer.status, answer.body).toBe(200);
  });
});
