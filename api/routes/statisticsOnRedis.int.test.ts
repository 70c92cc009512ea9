import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { jobEnd, requestFile } from '../testing/statistics';
import { startTestServer, type TestServer } from '../testing/testServer';

// Report jobs on BullMQ (REDIS_URL): a job acknowledged survives a restart of the API in Redis, but Redis forgets it
// a day after it ended, or with its data (a flush, a server restarted without persistence). The report's stream then
// tells its requester what became of it, as on the embedded stack (docs/statistics.md, 'How a report is produced').

const REDIS_URL = 'redis://127.0.0.1:6379';
const june = { statistic: { type: 'meeting_statistics', params: { antenna_id: '', start_date: '2025-06-01', end_date: '2025-06-30' } } };
const REASON = 'Le calcul du rapport a été interrompu par un redémarrage du serveur. Veuillez relancer le rapport.';

/** A server on a Redis prefix of its own, and that prefix's queue of reports, to make Redis forget a job. */
async function onRedis(env: NodeJS.ProcessEnv = {}) {
  const prefix = `test-${randomUUID()}`;
  const server = await startTestServer({ env: { REDIS_URL, REDIS_PREFIX: prefix, ...env } });
  const fx = await createFixture(server);
  const reports = new Queue('reports', { connection: { host: '127.0.0.1', port: 6379 }, prefix });
  return { server, fx, reports, close: async () => (await reports.close(), await server.close()) };
}

const ask = async (server: TestServer, fx: Fixture) => {
  const body = { statistic: { ...june.statistic, params: { ...june.statistic.params, antenna_id: fx.antennas.nord } } };
  const started = await server.request<{ job_id: string }>('POST', '/api/web/statistics/jobs', { token: fx.tokens.volunteerNord, body });
  return started.body.data?.job_id ?? '';
};
const status = (server: TestServer, token: string, jobId: string) =>
  server.request<{ state: string; message: string | null }>('GET', `/api/web/statistics/jobs/${jobId}`, { token });
const streamOf = async (server: TestServer, jobId: string) =>
  (await server.services.store.readStream(`statistic-${jobId}`)).map((event) => event.type);

describe('report jobs on BullMQ that Redis forgot', () => {
  let withWorkers: Awaited<ReturnType<typeof onRedis>>;
  let withoutWorkers: Awaited<ReturnType<typeof onRedis>>;

  beforeAll(async () => {
    withWorkers = await onRedis();
    // Jobs enqueued and never performed, as when `npm run workers` is down: they stay waiting in Redis.
    withoutWorkers = await onRedis({ WORKERS: '0' });
  });
  afterAll(async () => {
    await withWorkers.close();
    await withoutWorkers.close();
  });

  it('gives a report produced, once Redis forgot its job, to its requester alone, from its stream', async () => {
    const { server, fx, reports } = withWorkers;
    const jobId = await ask(server, fx);
    const end = await jobEnd<{ state: string; filename: string; size: number }>(server, fx.tokens.volunteerNord, jobId);
    expect(end.state).toBe('completed');
    await reports.remove(jobId);
    expect(await server.services.jobs.get(jobId)).toBeNull();

    expect((await status(server, fx.tokens.volunteerNord, jobId)).body.data).toEqual({ ...end, message: null });
    const download = await requestFile(server, 'GET', `/api/web/statistics/jobs/${jobId}/download`, fx.tokens.volunteerNord);
    expect([download.status, download.bytes.length]).toEqual([200, end.size]);
    const other = await status(server, fx.tokens.volunteerSud, jobId);
    expect([other.status, other.body.message]).toEqual([404, 'Rapport introuvable']);
    expect(await streamOf(server, jobId)).toEqual(['StatisticReportRequested', 'StatisticReportProduced']);
  });

  it('starts a waiting report that Redis forgot again once, with what was asked, then says it interrupted', async () => {
    const { server, fx, reports } = withoutWorkers;
    const jobId = await ask(server, fx);
    expect((await status(server, fx.tokens.volunteerNord, jobId)).body.data?.state).toBe('waiting');
    const asked = (await reports.getJob(jobId))?.data as unknown;
    await reports.remove(jobId);

    // Another person's look starts nothing.
    const other = await status(server, fx.tokens.volunteerSud, jobId);
    expect([other.status, other.body.message]).toEqual([404, 'Rapport introuvable']);
    expect(await streamOf(server, jobId)).toEqual(['StatisticReportRequested']);
    expect((await status(server, fx.tokens.volunteerNord, jobId)).body.data?.state).toBe('waiting');
    expect((await reports.getJob(jobId))?.data).toEqual(asked);
    expect(await streamOf(server, jobId)).toEqual(['StatisticReportRequested', 'StatisticReportResumed']);
    await reports.remove(jobId);

    expect((await status(server, fx.tokens.volunteerNord, jobId)).body.data).toMatchObject({ state: 'failed', message: REASON });
    expect(await reports.getJob(jobId)).toBeUndefined();
    expect(await streamOf(server, jobId)).toEqual(['StatisticReportRequested', 'StatisticReportResumed']);
  });
});
