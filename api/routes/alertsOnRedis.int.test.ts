import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAlertsNow } from '../testing/alerts';
import { createFixture, type Fixture } from '../testing/fixture';
import { buildRecipient, fileRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { AlertView } from '../types';

// The same alerts with REDIS_URL set: the jobs go through BullMQ queues on the real Redis (a prefix of
// this test's own), performed by the API process's workers.

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer({
    clock: () => new Date('2026-11-20T09:00:00Z'),
    alerts: true,
    env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID()}` },
  });
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

describe('alerts on BullMQ', () => {
  it('reports the BullMQ backend and its queues on /api/health', async () => {
    const health = (await server.request('GET', '/api/health')).body as unknown as { jobs: string; queues: Record<string, unknown> };
    expect(health.jobs).toBe('bullmq');
    expect(Object.keys(health.queues).sort()).toEqual(['alerts', 'reports']);
  });

  it("raises a waiting mail's alert once, however often the sweep runs", async () => {
    const ref = await referenceIds(server, fx.tokens.admin);
    const file = await fileRecipient(
      server,
      fx.tokens.adminNord,
      buildRecipient(ref, fx.antennas.nord, { user_ref: fx.ids.volunteerNord }),
    );
    const logged = await server.request<string>('PUT', `/api/web/recipient/${file}/mails`, {
      token: fx.tokens.volunteerNord,
      body: { mail: { number: '1', kind: 'Courrier', date: '2026-11-01' } },
    });
    expect(logged.status).toBe(200);
    await sweepAlertsNow(server);
    await sweepAlertsNow(server);
    const alerts = (await server.request<AlertView[]>('GET', '/api/web/alerts', { token: fx.tokens.volunteerNord })).body.data ?? [];
    expect(alerts.map((alert) => [alert.type, alert.date, alert.subject_id])).toEqual([['mail_alert', '2026-11-16', logged.body.data]]);
    const stream = await server.services.store.readStream(`alert-${alerts[0]._id}`);
    expect(stream.map((event) => event.type)).toEqual(['AlertRaised']);
  });
});
