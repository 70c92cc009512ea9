import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import { isValidOn } from '@domain/domiciliations/dates';
import type { CommandDeps } from '../../commands/context';
import { bootstrap } from '../../commands/setup/bootstrap';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { addDays } from '../recipients/demoRecipientPlan';
import { demoRecipients } from '../recipients/demoRecipients';
import { seedDemo } from '../seedDemo';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const TODAY = '2026-11-22';

describe('demo domiciliations', () => {
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

  it('domiciles about a third of the files: running, ending within a month, ended, renewed, taken over', async () => {
    const admin = await bootstrap(deps, { login: 'admin', password: 'admin-password' });
    await seedDemo(deps, admin?.reference ?? new Map());
    const added = (await store.readAll(0n, 1_000_000)).filter((event) => event.type === 'DomiciliationAdded');
    const doms = added.map((event) => ({ file: event.streamId, ...(event.data as { domiciliation: DomiciliationFields }).domiciliation }));
    const files = new Set(doms.map((dom) => dom.file));
    expect(files.size).toBeGreaterThanOrEqual(demoRecipients.length / 4);
    expect(files.size).toBeLessThanOrEqual(demoRecipients.length / 3 + 1);
    const own = doms.filter((dom) => dom.kind === 'own');
    const renewed = own.filter((dom) => own.some((next) => next.file === dom.file && next.start_date === addDays(String(dom.end_date), 1)));
    expect(renewed.length).toBeGreaterThanOrEqual(2);
    expect(own.filter((dom) => isValidOn(dom, TODAY) && String(dom.end_date) <= addDays(TODAY, 31)).length).toBeGreaterThanOrEqual(2);
    expect(own.filter((dom) => String(dom.end_date) < TODAY && !renewed.includes(dom)).length).toBeGreaterThanOrEqual(2);
    expect(own.filter((dom) => isValidOn(dom, TODAY)).length).toBeGreaterThanOrEqual(4);
    expect(doms.filter((dom) => dom.kind === 'external').length).toBeGreaterThanOrEqual(1);
  });
});
