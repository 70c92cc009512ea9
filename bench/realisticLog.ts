import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { addDays } from '@domain/shared/dates';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { startBenchServer, type BenchServer } from './benchServer';
import { appendRecipientFiles } from './recipientFill';
import type { RecipientEventFactory } from './recipientEvents';
import { seedDemoData } from './recipientsBench';
import { FAMILIES, ReportActivity, type Family } from './reportEvents';
import { activityTargets, appendRoomEvents, createScheme, type ActivityTargets } from './reportScheme';

/** The log written: its events before the generated files (demo data, hotels and rooms), their creations, and by family. */
export interface LogFigures {
  events: number;
  before: number;
  creations: number;
  byFamily: [Family, number][];
  fillSeconds: number;
  diskBytes: number;
}

/** Resolves once no alert job waits or runs: the alerts the seed raised are recorded before the server stops. */
async function alertsSettled(server: BenchServer): Promise<void> {
  for (;;) {
    const { alerts } = await server.services.jobs.depths();
    if (alerts.waiting + alerts.active === 0) return;
    await sleep(50);
  }
}

/** The demo data set, then the scheme's hotels and rooms, through the ordinary commands; the targets of generated activity. */
async function seedScheme(dataDir: string, today: string): Promise<{ factory: RecipientEventFactory; targets: ActivityTargets }> {
  const server = await startBenchServer(dataDir);
  try {
    const factory = await seedDemoData(server);
    const rooms = await createScheme(server, addDays(today, -730));
    await alertsSettled(server);
    await server.services.projections.waitFor(await server.services.store.headPosition(), Infinity);
    return { factory, targets: await activityTargets(server, rooms) };
  } finally {
    await server.close();
  }
}

/** The number of events the data directory's log holds. */
async function logHead(dataDir: string): Promise<number> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  try {
    return Number(await store.headPosition());
  } finally {
    await store.close();
  }
}

const fileSize = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * A national network's log on a fresh data directory: the demo data and a scheme of hotels and rooms through the
 * ordinary commands, then `files` generated files whose two years of activity (every family of reportEvents.ts,
 * meetings filling the rest) bring the log to about `events` events, appended straight to the event store.
 */
export async function fillRealisticLog(
  dataDir: string,
  opts: { files: number; events: number },
  today: string,
): Promise<LogFigures & { factory: RecipientEventFactory }> {
  const { factory, targets } = await seedScheme(dataDir, today);
  const before = await logHead(dataDir);
  const activity = new ReportActivity(targets, today, { files: opts.files, events: opts.events - before - 3 * opts.files });
  const started = performance.now();
  await appendRecipientFiles(dataDir, factory, opts.files, { sequel: activity.sequel() });
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  try {
    await appendRoomEvents(store, activity.roomEvents);
    const fillSeconds = (performance.now() - started) / 1000;
    const eventsFile = path.join(dataDir, 'events.sqlite');
    return {
      events: Number(await store.headPosition()),
      before,
      creations: 3 * opts.files,
      byFamily: FAMILIES.map((family): [Family, number] => [family, activity.counts.get(family) ?? 0]),
      fillSeconds,
      diskBytes: fileSize(eventsFile) + fileSize(`${eventsFile}-wal`),
      factory,
    };
  } finally {
    await store.close();
  }
}
