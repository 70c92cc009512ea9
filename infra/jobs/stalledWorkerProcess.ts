// Child process of the BullMQ crash test: takes a report job, records its effect, says so on stdout,
// then hangs until the test kills it, leaving the job active with a lock nobody renews.
import path from 'node:path';
import { SqliteEventStore } from '../eventstore/sqliteEventStore';
import { BullmqJobs } from './bullmqJobs';
import { recordEffect } from './testing/recordEffect';

const store = new SqliteEventStore(path.join(process.env.DATA_DIR ?? '', 'events.sqlite'));
const jobs = new BullmqJobs(process.env.REDIS_URL ?? '', process.env.JOBS_PREFIX ?? '', {
  lockDurationMs: Number(process.env.LOCK_DURATION_MS),
  stalledIntervalMs: Number(process.env.STALLED_INTERVAL_MS),
});
const refuse = async () => {
  throw new Error('not part of the crash test');
};
await jobs.work({
  'alerts.evaluateFile': refuse,
  'alerts.sweep': refuse,
  'reports.produce': async (_payload, run) => {
    await recordEffect(store, run.id);
    process.stdout.write(`recorded ${run.id}\n`);
    await new Promise(() => {});
  },
});
