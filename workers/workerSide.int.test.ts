import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recipientCreated } from '@domain/testing/builders';
import { bcryptHasher } from '../infra/auth/passwords';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { DiskFileStore } from '../infra/filestore/diskFileStore';
import { InProcessJobs } from '../infra/jobs/inProcessJobs';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { allProjections } from '../projections';
import { declareReadModels, ProjectionRunner } from '../projections/runner';
import type { WorkerDeps } from './deps';
import { startWorkerSide } from './workerSide';

// Given a file whose mail has waited three weeks, and read models that have not applied the log yet (a start that
// rebuilds them), when the worker side starts, then its sweep at start judges the file once they have.

let dir: ReturnType<typeof tempDataDir>;
let store: SqliteEventStore;
let docs: SqliteDocStore;
let runner: ProjectionRunner;
let deps: WorkerDeps;

beforeEach(async () => {
  dir = tempDataDir();
  store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
  docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
  // Declared, as by a runner that has started but not applied the log yet.
  await declareReadModels(docs, allProjections);
  runner = new ProjectionRunner(store, docs, allProjections);
  deps = {
    store,
    docs,
    files: new DiskFileStore(path.join(dir.path, 'files')),
    // Retries 10 ms apart: every attempt of a sweep asked too early is spent before the read models are current.
    jobs: new InProcessJobs({ backoffMs: 10 }),
    clock: () => new Date('2026-11-25T09:00:00.000Z'),
    newId: randomUUID,
    passwords: bcryptHasher(4),
    awaitReadModels: (position) => runner.waitFor(position, 50),
  };
});

afterEach(async () => {
  await deps.jobs.close();
  await runner.stop();
  await docs.close();
  await store.close();
  dir.remove();
});

const meta = { userId: 'u-nord', at: '2026-11-01T10:00:00.000Z' };

/** A file of Nord referred to u-nord, with a mail received on 1 November and never handed over. */
async function fileWithWaitingMail(): Promise<void> {
  const created = recipientCreated({ user_ref: 'u-nord' }, 1);
  const mail = { mail_id: 'm1', mail: { user_id: 'u-nord', number: 1, date: '2026-11-01', kind: 'Courrier' } };
  await store.append(
    'recipient-r1',
    [
      { id: randomUUID(), type: created.type, data: created.data, meta },
      { id: randomUUID(), type: 'MailAdded', data: mail, meta },
    ],
    'no_stream',
  );
}

/** The types of the alerts raised so far, waiting up to timeoutMs for the first. */
async function alertsRaised(timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const raised = (await store.readAll(0n, 1_000)).filter((event) => event.type === 'AlertRaised');
    if (raised.length > 0 || Date.now() > deadline) return raised.map((event) => (event.data as { type: string }).type);
    await sleep(20);
  }
}

describe('the sweep at start', () => {
  it('waits for the read models to apply the log before judging the files', async () => {
    await fileWithWaitingMail();
    const side = await startWorkerSide(deps, { alerts: true });
    // Long after a sweep asked at once would have failed its five attempts.
    await sleep(500);
    expect(await alertsRaised(0)).toEqual([]);
    await runner.start();
    expect(await alertsRaised(5_000)).toEqual(['mail_alert']);
    await side.stop();
  });

  it('asks for nothing once stopped while it waited', async () => {
    await fileWithWaitingMail();
    const side = await startWorkerSide(deps, { alerts: true });
    await side.stop();
    await runner.start();
    await sleep(300);
    expect(await alertsRaised(0)).toEqual([]);
  });
});
