import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STACK, startTestServer } from '../testing/testServer';

// The shape of a healthy answer is asserted in api/app.int.test.ts; here, Redis and a store that does not answer.

describe('GET /api/health', () => {
  it('reports Redis when REDIS_URL is set', async () => {
    const server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID()}` } });
    try {
      const answer = await server.request('GET', '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'ok', redis: { ok: true }, jobs: 'bullmq' });
    } finally {
      await server.close();
    }
  });

  it('answers 503 and names the read store when it does not answer', async () => {
    const server = await startTestServer();
    try {
      await server.services.docs.close();
      const answer = await server.request('GET', '/api/health');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'degraded',
        eventstore: { kind: STACK.eventstore, ok: true },
        readmodels: { kind: STACK.readmodels, ok: false },
        projections: null,
      });
    } finally {
      await server.close();
    }
  });
});
