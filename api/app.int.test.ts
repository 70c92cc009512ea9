import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, STACK, startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(ADMIN.login, ADMIN.password);
});
afterAll(async () => {
  await server.close();
});

describe('HTTP conventions', () => {
  it('sends security headers and no caching on API answers', async () => {
    const answer = await server.request('GET', '/api/health');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('x-correlation-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const answer = await server.request('GET', '/api/web/nulle-part', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Ressource introuvable' });
  });

  it('answers a known path asked with a method it lacks with 405 and the methods it has', async () => {
    const answer = await server.request('PATCH', '/api/web/users', { token });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('HEAD, GET');
    expect(answer.body).toEqual({
      success: false,
      code: 'METHOD_NOT_ALLOWED',
      message: "Cette action n'est pas possible sur cette ressource",
    });
    const options = await server.request('OPTIONS', '/api/web/users');
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('HEAD, GET');
  });

  it('takes each request to the router holding its route, the first and the last mounted alike', async () => {
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    const last = await server.request('GET', '/api/web/statistic_types', { token });
    expect(last.status).toBe(200);
    expect(last.body.success).toBe(true);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await server.request('PUT', '/api/web/antenna/new', { token, body: { antenna: { name: 'x'.repeat(1_100_000) } } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await server.request('PUT', '/api/web/antenna/new', {
      token,
      body: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      success: false,
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Le contenu de la requête doit être du JSON',
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await server.request('PUT', '/api/web/antenna/new', {
      token,
      body: '{"antenna": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('OBJECT_CANNOT_BE_VALIDATED');
  });

  it('reports the stores, each projection checkpoint and lease, and the jobs on /api/health', async () => {
    const answer = await server.request<never>('GET', '/api/health');
    const body = answer.body as unknown as {
      status: string;
      eventstore: { kind: string; ok: boolean; head: string };
      projections: Record<string, { checkpoint: string; caught_up: boolean; pending: number; holder: string; lease_expires_at: string }>;
      queues: unknown;
    };
    expect(answer.status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      eventstore: { kind: STACK.eventstore, ok: true },
      readmodels: { kind: STACK.readmodels, ok: true },
      jobs: STACK.jobs,
    });
    if (STACK.jobs === 'in-process') expect(body).not.toHaveProperty('redis');
    expect(body.queues).toEqual({
      alerts: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      reports: { waiting: 0, active: 0, delayed: 0, failed: 0 },
    });
    expect(Object.keys(body.projections).sort()).toEqual([
      'alerts',
      'antennas',
      'attachments',
      'choices',
      'comments',
      'contact_links',
      'contacts',
      'domiciliation_refusals',
      'domiciliations',
      'file_access',
      'helps',
      'hotels',
      'housings',
      'mails',
      'medical',
      'meetings',
      'organisms',
      'penal',
      'recipients',
      'resources',
      'rooms',
      'sessions',
      'statistics',
      'users',
      'work',
    ]);
    // The API process runs the projections itself (the embedded default): it holds every lease.
    const holders = new Set(Object.values(body.projections).map((p) => p.holder));
    expect([...holders]).toEqual([expect.stringMatching(new RegExp(`:${process.pid}:`))]);
    for (const projection of Object.values(body.projections)) {
      expect(projection).toMatchObject({
        checkpoint: body.eventstore.head,
        caught_up: true,
        pending: STACK.eventstore === 'sqlite' ? 0 : null,
      });
      expect(Date.parse(projection.lease_expires_at)).toBeGreaterThan(Date.now());
    }
  });

  it('shows every write on the very next read (read-your-writes)', async () => {
    for (let i = 0; i < 10; i += 1) {
      const created = await server.request<string>('PUT', '/api/web/antenna/new', {
        token,
        body: { antenna: { name: `Antenne ${i}`, address: { street: 'r', city: 'c', postal_code: 'p' } } },
      });
      const read = await server.request('GET', `/api/web/antenna/${created.body.data}`, { token });
      expect(read.status).toBe(200);
    }
  });
});

describe('unexpected failures', () => {
  it('answers 500 SOMETHING_WRONG without stack, SQL or path', async () => {
    const broken = await startTestServer();
    const brokenToken = await broken.login(ADMIN.login, ADMIN.password);
    await broken.services.docs.close();
    const answer = await broken.request('GET', '/api/web/users', { token: brokenToken });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      success: false,
      code: 'SOMETHING_WRONG',
      message: 'Une erreur inattendue est survenue. Réessayez ou contactez un administrateur.',
    });
    await broken.close();
  });
});
