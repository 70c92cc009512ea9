import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobs } from './inProcessJobs';
import { describeJobsContract } from './jobs.contract';

describeJobsContract('in-process', {
  async create(opts) {
    return new InProcessJobs(opts);
  },
  async schedules(jobs) {
    return (jobs as InProcessJobs).schedules();
  },
  async dispose() {},
});

describe('InProcessJobs and the event loop', () => {
  it('lets timers and requests run between the jobs of a chain, each asked by the one before', async () => {
    // The chain goes on until a timer has run, or until a length it would only reach if no timer could run between
    // its jobs: a fixed length was flaky, as a hundred turns of the loop may take less than the timer's millisecond.
    const CHAIN_LIMIT = 100_000;
    const jobs = new InProcessJobs();
    let performed = 0;
    let timerRan = false;
    let done = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    await jobs.work({
      'alerts.sweep': async () => {
        performed += 1;
        if (!timerRan && performed < CHAIN_LIMIT) await jobs.enqueue('alerts.sweep', {});
        else done();
      },
      'alerts.evaluateFile': async () => {},
      'reports.produce': async () => {},
    });
    await jobs.enqueue('alerts.sweep', {});
    setTimeout(() => (timerRan = true), 0);
    await finished;
    await jobs.close();
    expect(timerRan).toBe(true);
    expect(performed).toBeLessThan(CHAIN_LIMIT);
  });
});

describe('InProcessJobs stopping', () => {
  it('drops a job asked by a job in flight while it closes, and the asking job still completes', async () => {
    const jobs = new InProcessJobs();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let planned: string | null = null;
    await jobs.work({
      'alerts.evaluateFile': async () => {
        started();
        await held;
        planned = await jobs.enqueue('alerts.evaluateFile', {}, { jobId: 'alerts-f1-due-2026-12-01', delayMs: 60_000 });
        return 'judged';
      },
      'alerts.sweep': async () => {},
      'reports.produce': async () => {},
    });
    const id = await jobs.enqueue('alerts.evaluateFile', {});
    await running;
    const closed = jobs.close();
    release();
    await closed;
    expect(planned).toBe('alerts-f1-due-2026-12-01');
    expect(await jobs.get(id)).toMatchObject({ state: 'completed' });
    expect(await jobs.get('alerts-f1-due-2026-12-01')).toBeNull();
    expect(await jobs.depths()).toMatchObject({ alerts: { waiting: 0, active: 0, delayed: 0, failed: 0 } });
  });
});

describe('InProcessJobs on the clock', () => {
  const DAY_MS = 24 * 3600 * 1000;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a daily job at its Paris time every day, across the spring change', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-28T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const jobs = new InProcessJobs();
    const runs: string[] = [];
    await jobs.work({
      'alerts.sweep': async (payload) => void runs.push(`${new Date().toISOString()} ${JSON.stringify(payload)}`),
      'alerts.evaluateFile': async () => {},
      'reports.produce': async () => {},
    });
    await jobs.daily('alerts.sweep', { scope: 'all' }, { hour: 2, minute: 30 });
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    // 02:30 does not exist on 29 March: it runs at 03:30 (summer time), then at 02:30 again.
    expect(runs).toEqual([
      '2026-03-29T01:30:00.000Z {"scope":"all"}',
      '2026-03-30T00:30:00.000Z {"scope":"all"}',
      '2026-03-31T00:30:00.000Z {"scope":"all"}',
    ]);
    await jobs.close();
  });

  it("runs a job delayed by 40 days, past setTimeout's limit, no earlier", async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const jobs = new InProcessJobs();
    let ranAt: string | null = null;
    await jobs.work({
      'alerts.evaluateFile': async () => void (ranAt = new Date().toISOString()),
      'alerts.sweep': async () => {},
      'reports.produce': async () => {},
    });
    const id = await jobs.enqueue('alerts.evaluateFile', {}, { delayMs: 40 * DAY_MS });
    await vi.advanceTimersByTimeAsync(39 * DAY_MS);
    expect(await jobs.get(id)).toMatchObject({ state: 'delayed' });
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(await jobs.get(id)).toMatchObject({ state: 'completed' });
    expect(ranAt).toBe('2026-02-10T00:00:00.000Z');
    await jobs.close();
  });

  it('forgets a finished job after the retention age, and then runs its id again', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const jobs = new InProcessJobs();
    let runs = 0;
    await jobs.work({
      'reports.produce': async () => void (runs += 1),
      'alerts.evaluateFile': async () => {},
      'alerts.sweep': async () => {},
    });
    await jobs.enqueue('reports.produce', {}, { jobId: 'report-1' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(await jobs.get('report-1')).toMatchObject({ state: 'completed' });
    await jobs.enqueue('reports.produce', {}, { jobId: 'report-1' });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await jobs.get('report-1')).toBeNull();
    await jobs.enqueue('reports.produce', {}, { jobId: 'report-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    await jobs.close();
  });
});
