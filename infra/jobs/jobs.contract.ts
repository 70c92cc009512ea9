import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobInfo, JobName, Jobs, Perform } from '../../workers/jobs';
import { SqliteEventStore } from '../eventstore/sqliteEventStore';
import { tempDataDir } from '../testing/tempDataDir';
import { nextDailyRun } from './dailySchedule';
import type { JobsOptions } from './settings';
import { deferred, sleep, until } from './testing/waits';

/** What the contract needs from an adapter. */
export interface JobsFactory {
  /** A fresh adapter that sees no other test's jobs. */
  create(opts: JobsOptions): Promise<Jobs>;
  /** The daily schedules the adapter keeps, read back from where it keeps them. */
  schedules(jobs: Jobs): Promise<{ name: string; next: Date }[]>;
  /** Removes whatever the adapters created outside the process (after they are closed). */
  dispose(): Promise<void>;
}

/** Every job's function, those not given throwing: a test names the ones it expects to run. */
function performers(given: Partial<Record<JobName, Perform>>): Record<JobName, Perform> {
  const unexpected: Perform = async () => {
    throw new Error('unexpected job');
  };
  return { 'alerts.evaluateFile': unexpected, 'alerts.sweep': unexpected, 'reports.produce': unexpected, ...given };
}

/** Alerts that run until released and reports that fail: jobs left active beside jobs failed or held back. */
const alertsHeldReportsBroken = (released: Promise<unknown>) =>
  performers({
    'alerts.evaluateFile': () => released,
    'reports.produce': async () => {
      throw new Error('broken');
    },
  });

/** The jobs contract: both adapters run this suite unchanged. */
export function describeJobsContract(name: string, factory: JobsFactory): void {
  describe(`Jobs contract: ${name}`, () => {
    const opened: Jobs[] = [];
    const errors: string[] = [];
    const open = async (opts: JobsOptions = {}) => {
      const jobs = await factory.create({ backoffMs: 20, onError: (message) => errors.push(message), ...opts });
      opened.push(jobs);
      return jobs;
    };
    const state = (jobs: Jobs, id: string, wanted: JobInfo['state']) =>
      until(`${id} ${wanted}`, async () => {
        const info = await jobs.get(id);
        return info?.state === wanted && info;
      });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
      errors.splice(0);
      await factory.dispose();
    });

    it('runs a job with its payload once work() is called, and reads back its progress and result', async () => {
      const jobs = await open();
      const release = deferred();
      const seen: unknown[] = [];
      const id = await jobs.enqueue('reports.produce', { type: 'people', year: 2026 }, { jobId: 'report-1' });
      expect(id).toBe('report-1');
      expect(await jobs.get(id)).toMatchObject({ id, name: 'reports.produce', state: 'waiting', progress: 0, attemptsMade: 0 });
      await jobs.work(
        performers({
          'reports.produce': async (payload, run) => {
            seen.push({ payload, id: run.id, attempt: run.attempt });
            await run.progress(40);
            await release.promise;
            return { file: 'f-1', size: 1234 };
          },
        }),
      );
      await until('progress 40', async () => {
        const info = await jobs.get(id);
        return info?.state === 'active' && info.progress === 40;
      });
      release.resolve();
      expect(await state(jobs, id, 'completed')).toEqual({
        id,
        name: 'reports.produce',
        state: 'completed',
        progress: 40,
        payload: { type: 'people', year: 2026 },
        result: { file: 'f-1', size: 1234 },
        failedReason: null,
        attemptsMade: 1,
      });
      expect(seen).toEqual([{ payload: { type: 'people', year: 2026 }, id, attempt: 1 }]);
    });

    it('gives a job enqueued without an id a fresh one, and knows no other id', async () => {
      const jobs = await open();
      const first = await jobs.enqueue('alerts.evaluateFile', { recipientId: 'r-1' });
      const second = await jobs.enqueue('reports.produce', { type: 'people' });
      expect(first).not.toBe(second);
      expect(await jobs.get(first)).toMatchObject({ name: 'alerts.evaluateFile', payload: { recipientId: 'r-1' } });
      expect(await jobs.get(second)).toMatchObject({ name: 'reports.produce', payload: { type: 'people' } });
      expect(await jobs.get('never-added')).toBeNull();
    });

    it('adds nothing for an id still known, waiting or kept after it ran', async () => {
      const jobs = await open();
      const payloads: unknown[] = [];
      expect(await jobs.enqueue('alerts.evaluateFile', { n: 1 }, { jobId: 'alert-r-1' })).toBe('alert-r-1');
      expect(await jobs.enqueue('alerts.evaluateFile', { n: 2 }, { jobId: 'alert-r-1' })).toBe('alert-r-1');
      expect((await jobs.depths()).alerts.waiting).toBe(1);
      await jobs.work(performers({ 'alerts.evaluateFile': async (payload) => void payloads.push(payload) }));
      await state(jobs, 'alert-r-1', 'completed');
      await jobs.enqueue('alerts.evaluateFile', { n: 3 }, { jobId: 'alert-r-1' });
      await jobs.enqueue('alerts.evaluateFile', { n: 4 }, { jobId: 'alert-r-2' });
      await state(jobs, 'alert-r-2', 'completed');
      expect(payloads).toEqual([{ n: 1 }, { n: 4 }]);
      expect(await jobs.get('alert-r-1')).toMatchObject({ state: 'completed', payload: { n: 1 } });
    });

    it('runs a delayed job no earlier than its delay', async () => {
      const jobs = await open();
      let ranAt = 0;
      await jobs.work(performers({ 'alerts.evaluateFile': async () => void (ranAt = Date.now()) }));
      const enqueuedAt = Date.now();
      const id = await jobs.enqueue('alerts.evaluateFile', {}, { delayMs: 400 });
      expect(await jobs.get(id)).toMatchObject({ state: 'delayed' });
      await state(jobs, id, 'completed');
      expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(400);
    });

    it('retries a failing job with attempts 1, 2, 3, waiting twice as long each time, until it succeeds', async () => {
      const jobs = await open({ backoffMs: 100 });
      const attempts: { attempt: number; at: number; id: string }[] = [];
      await jobs.work(
        performers({
          'alerts.evaluateFile': async (_payload, run) => {
            attempts.push({ attempt: run.attempt, at: Date.now(), id: run.id });
            if (run.attempt < 3) throw new Error(`transient ${run.attempt}`);
            return 'done';
          },
        }),
      );
      const id = await jobs.enqueue('alerts.evaluateFile', {}, { jobId: 'flaky-1' });
      expect(await state(jobs, id, 'completed')).toMatchObject({ result: 'done', attemptsMade: 3 });
      expect(attempts.map((a) => [a.attempt, a.id])).toEqual([
        [1, id],
        [2, id],
        [3, id],
      ]);
      expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(100);
      expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(200);
    });

    it("ends a job that keeps failing as failed, with its reason, after its queue's attempts (alerts 5, reports 2)", async () => {
      const jobs = await open();
      const calls = { alerts: 0, reports: 0 };
      await jobs.work(
        performers({
          'alerts.evaluateFile': async () => {
            calls.alerts += 1;
            throw new Error('no such file');
          },
          'reports.produce': async () => {
            calls.reports += 1;
            throw new Error('out of memory');
          },
        }),
      );
      const alert = await jobs.enqueue('alerts.evaluateFile', {});
      const report = await jobs.enqueue('reports.produce', {});
      expect(await state(jobs, alert, 'failed')).toMatchObject({ failedReason: 'no such file', attemptsMade: 5, result: null });
      expect(await state(jobs, report, 'failed')).toMatchObject({ failedReason: 'out of memory', attemptsMade: 2, result: null });
      expect(calls).toEqual({ alerts: 5, reports: 2 });
      await until('every failure reported', async () => errors.length === 7);
      expect(errors.filter((message) => message.includes(alert))).toHaveLength(5);
    });

    it('runs reports one at a time and alerts four at a time', async () => {
      const jobs = await open();
      const running = { alerts: 0, reports: 0 };
      const most = { alerts: 0, reports: 0 };
      const perform =
        (queue: 'alerts' | 'reports'): Perform =>
        async () => {
          running[queue] += 1;
          most[queue] = Math.max(most[queue], running[queue]);
          await sleep(150);
          running[queue] -= 1;
        };
      const ids = [
        ...(await Promise.all([1, 2, 3].map(() => jobs.enqueue('reports.produce', {})))),
        ...(await Promise.all([1, 2, 3, 4, 5, 6].map(() => jobs.enqueue('alerts.evaluateFile', {})))),
      ];
      await jobs.work(performers({ 'reports.produce': perform('reports'), 'alerts.evaluateFile': perform('alerts') }));
      for (const id of ids) await state(jobs, id, 'completed');
      expect(most).toEqual({ alerts: 4, reports: 1 });
    });

    it('counts waiting, active, delayed and failed jobs per queue', async () => {
      const jobs = await open();
      const empty = { waiting: 0, active: 0, delayed: 0, failed: 0 };
      expect(await jobs.depths()).toEqual({ alerts: empty, reports: empty });
      const release = deferred();
      const alerts = [await jobs.enqueue('alerts.evaluateFile', {}), await jobs.enqueue('alerts.evaluateFile', {})];
      await jobs.enqueue('alerts.evaluateFile', {}, { delayMs: 60_000 });
      const report = await jobs.enqueue('reports.produce', {});
      expect(await jobs.depths()).toEqual({ alerts: { ...empty, waiting: 2, delayed: 1 }, reports: { ...empty, waiting: 1 } });
      await jobs.work(alertsHeldReportsBroken(release.promise));
      await state(jobs, report, 'failed');
      for (const id of alerts) await state(jobs, id, 'active');
      expect(await jobs.depths()).toEqual({ alerts: { ...empty, active: 2, delayed: 1 }, reports: { ...empty, failed: 1 } });
      release.resolve();
    });

    it('counts a job held back for its next attempt as delayed, and a delayed job no more once its delay is over', async () => {
      const jobs = await open({ backoffMs: 60_000 });
      const empty = { waiting: 0, active: 0, delayed: 0, failed: 0 };
      const release = deferred();
      const soon = await jobs.enqueue('alerts.evaluateFile', {}, { delayMs: 50 });
      const broken = await jobs.enqueue('reports.produce', {});
      expect(await jobs.depths()).toEqual({ alerts: { ...empty, delayed: 1 }, reports: { ...empty, waiting: 1 } });
      await jobs.work(alertsHeldReportsBroken(release.promise));
      await state(jobs, broken, 'delayed');
      await state(jobs, soon, 'active');
      expect(await jobs.depths()).toEqual({ alerts: { ...empty, active: 1 }, reports: { ...empty, delayed: 1 } });
      release.resolve();
      await state(jobs, soon, 'completed');
      expect((await jobs.depths()).alerts).toEqual(empty);
    });

    it('plans a daily job at its Paris time, a new time replacing the old one', async () => {
      const jobs = await open();
      const planned = async (at: { hour: number; minute: number }) => {
        const before = new Date();
        await jobs.daily('alerts.sweep', { scope: 'all' }, at);
        const expected = [before, new Date()].map((now) => nextDailyRun(now, at, 'Europe/Paris').toISOString());
        const schedules = await factory.schedules(jobs);
        expect(schedules.map((schedule) => schedule.name)).toEqual(['alerts.sweep']);
        expect(expected).toContain(schedules[0].next.toISOString());
      };
      await planned({ hour: 3, minute: 15 });
      await planned({ hour: 21, minute: 40 });
    });

    it('forgets finished jobs beyond the retention count, and then runs their id again', async () => {
      const jobs = await open({ retention: { count: 2 } });
      const ran: string[] = [];
      await jobs.work(performers({ 'reports.produce': async (_payload, run) => void ran.push(run.id) }));
      for (const id of ['report-a', 'report-b', 'report-c']) await jobs.enqueue('reports.produce', {}, { jobId: id });
      await state(jobs, 'report-c', 'completed');
      expect(await jobs.get('report-a')).toBeNull();
      expect(await jobs.get('report-b')).toMatchObject({ state: 'completed' });
      await jobs.enqueue('reports.produce', {}, { jobId: 'report-a' });
      await state(jobs, 'report-a', 'completed');
      expect(ran).toEqual(['report-a', 'report-b', 'report-c', 'report-a']);
    });

    it('lets a running job finish on close', async () => {
      const jobs = await open();
      const started = deferred();
      let finished = false;
      await jobs.work(
        performers({
          'reports.produce': async () => {
            started.resolve();
            await sleep(300);
            finished = true;
          },
        }),
      );
      await jobs.enqueue('reports.produce', {});
      await started.promise;
      await jobs.close();
      expect(finished).toBe(true);
    });

    it('does not duplicate the effect of an attempt cut short after half its work', async () => {
      const jobs = await open();
      const dir = tempDataDir();
      const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
      try {
        const step = (jobId: string, part: string) => ({
          id: `${jobId}-${part}`,
          type: 'TestStepDone',
          data: { part },
          meta: { userId: 'jobs', at: '2026-11-22T10:00:00.000Z' },
        });
        await jobs.work(
          performers({
            'alerts.evaluateFile': async (_payload, run) => {
              await store.append(`job-${run.id}`, [step(run.id, 'first')], 'any');
              if (run.attempt === 1) throw new Error('cut short');
              await store.append(`job-${run.id}`, [step(run.id, 'second')], 'any');
            },
          }),
        );
        const id = await jobs.enqueue('alerts.evaluateFile', {});
        expect(await state(jobs, id, 'completed')).toMatchObject({ attemptsMade: 2, failedReason: 'cut short' });
        expect((await store.readStream(`job-${id}`)).map((event) => event.id)).toEqual([`${id}-first`, `${id}-second`]);
      } finally {
        await store.close();
        dir.remove();
      }
    });

    it('refuses job ids BullMQ cannot hold and times of day no clock shows', async () => {
      const jobs = await open();
      for (const jobId of ['alert:r-1', '42', '']) {
        await expect(jobs.enqueue('alerts.evaluateFile', {}, { jobId })).rejects.toThrow(/Invalid job id/);
      }
      await expect(jobs.daily('alerts.sweep', {}, { hour: 24, minute: 0 })).rejects.toThrow(/Invalid time of day/);
      await expect(jobs.daily('alerts.sweep', {}, { hour: 6, minute: 7.5 })).rejects.toThrow(/Invalid time of day/);
      expect(await jobs.depths()).toEqual({
        alerts: { waiting: 0, active: 0, delayed: 0, failed: 0 },
        reports: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      });
    });
  });
}
