import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFUSAL_REASONS, type DomiciliationRefusalFields } from '@domain/domiciliations/refusalsFields';
import type { CommandDeps } from '../../commands/context';
import { bootstrap } from '../../commands/setup/bootstrap';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { seedDemo } from '../seedDemo';
import { demoRefusals } from './demoRefusals';

const NOW = new Date('2026-11-22T09:30:00.000Z');

describe('demo refusals of domiciliation', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;
  let deps: CommandDeps;

  beforeEach(() => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    deps = { store, clock: () => NOW, newId: randomUUID, passwords: { hash: async (p) => `plain:${p}`, verify: async () => false } };
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  it('records each demo refusal on a file the demo does not domicile, by its day, over this year and the last, with every motive', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const events = await store.readAll(0n, 1_000_000);
    const domiciled = new Set(events.filter((event) => event.type === 'DomiciliationAdded').map((event) => event.streamId));
    const refusals = events.filter((event) => event.type === 'DomiciliationRefusalAdded');
    expect(refusals).toHaveLength(demoRefusals.length);
    const records = refusals.map((event) => (event.data as { record: DomiciliationRefusalFields }).record);
    expect(new Set(refusals.map((event) => event.streamId)).size).toBe(demoRefusals.length);
    expect(refusals.filter((event) => domiciled.has(event.streamId))).toEqual([]);
    // Written on the day decided, mid-morning.
    expect(refusals.map((event) => event.meta.at.slice(0, 10))).toEqual(records.map((record) => record.date));
    expect(records.filter((record) => record.date.startsWith('2025')).length).toBeGreaterThanOrEqual(3);
    expect(records.filter((record) => record.date.startsWith('2026')).length).toBeGreaterThanOrEqual(3);
    expect(new Set(records.map((record) => record.reason))).toEqual(new Set(REFUSAL_REASONS));
  });
});
