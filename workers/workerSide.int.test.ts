import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recipientCreated } from '@domain/testing/builders';
import type { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { allProjections } from '../projections';
import { declareReadModels, type ProjectionRunner } from '../projections/runner';
import type { WorkerDeps } from './deps';
import { openWorkerStores, type WorkerStores } from './testing/workerStores';
import { startWorkerSide } from './workerSide';

// Given a file whose mail has waited three weeks, and read models that have not applied the log yet (a start that
// rebuilds them), when the worker side starts, then its sweep at start judges the file once they have.

let store: SqliteEventStore;
let runner: ProjectionRunner;
let stores: WorkerStores;
let deps: WorkerDeps;

beforeEach(async () => {
  stores = openWorkerStores({
    clock: () => new Date('2026-11-25T09:00:00.000Z'),
    // Retries 10 ms apart: every attempt of a sweep asked too early is spent before the read models are current.
    jobs: { backoffMs: 10 },
    awaitReadModels: (of) => (position) => of.waitFor(position, 50),
  });
  ({ store, runner, deps } = stores);
  // Declared, as by a runner that has started but not applied the log yet.
  await declareReadModels(stores.docs, allProjections);
});

afterEach(async () => {
  await stores.close();
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
