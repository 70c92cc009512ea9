import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { addDays, frenchDay } from '@domain/shared/dates';
import { REPORT_TYPES, STATISTICS_MESSAGES, type ReportType } from '@domain/statistics/reportTypes';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { antennasProjection, listAntennas } from '../projections/antennas';
import { choicesProjection } from '../projections/choices';
import { domiciliationsProjection } from '../projections/domiciliations';
import { hotelsProjection } from '../projections/hotels';
import { organismsProjection } from '../projections/organisms';
import { rebuildProjections } from '../projections/rebuild';
import { roomsProjection } from '../projections/rooms';
import { statisticsProjection } from '../projections/statistics';
import { usersProjection } from '../projections/users';
import { startBenchServer, type BenchServer } from './benchServer';
import { appendRecipientFiles } from './recipientFill';
import type { RecipientEventFactory } from './recipientEvents';
import { seedDemoData } from './recipientsBench';
import { FAMILIES, ReportActivity, type Family } from './reportEvents';
import { measureInChild, type HistoryFigures, type ProcessFigures, type ReportFigures } from './reportMeasure';
import { activityTargets, appendRoomEvents, createScheme, type ActivityTargets } from './reportScheme';

/** One report type produced over one scope (an antenna, or every antenna). */
export interface ReportMeasure {
  type: ReportType;
  scope: 'antenna' | 'all';
  figures: ReportFigures;
}

/** Everything the reports part prints. */
export interface ReportsFigures {
  files: number;
  /** Events in the log: before the generated files (demo data, hotels and rooms), their creations, and by family. */
  log: { events: number; before: number; creations: number; byFamily: [Family, number][]; fillSeconds: number; diskBytes: number };
  history: HistoryFigures;
  rebuild: { statistics: { seconds: number; perSecond: number }; lookups: { names: string[]; seconds: number } };
  year: number;
  antennaName: string;
  baseline: ProcessFigures;
  reports: ReportMeasure[];
}

/** The read models reports look up besides the statistics facts (names, rooms and hotels, reference labels, domiciliations). */
const LOOKUPS = [
  usersProjection,
  antennasProjection,
  choicesProjection,
  organismsProjection,
  hotelsProjection,
  roomsProjection,
  domiciliationsProjection,
];

/** The antenna of the demo data set whose files are the most numerous (bench/recipientsBench.ts weighs them). */
const MEASURED_ANTENNA = 'Antenne de Lyon';

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

/** Writes the log (files and their activity), then rebuilds the statistics facts and the read models reports look up. */
async function fillAndRebuild(dataDir: string, opts: { files: number; events: number }, today: string) {
  const { factory, targets } = await seedScheme(dataDir, today);
  const before = await logHead(dataDir);
  const activity = new ReportActivity(targets, today, { files: opts.files, events: opts.events - before - 3 * opts.files });
  const started = performance.now();
  await appendRecipientFiles(dataDir, factory, opts.files, { sequel: activity.sequel() });
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite'));
  try {
    await appendRoomEvents(store, activity.roomEvents);
    const fillSeconds = (performance.now() - started) / 1000;
    const events = Number(await store.headPosition());
    const statistics = await rebuildProjections(store, docs, [statisticsProjection]);
    const lookups = await rebuildProjections(store, docs, LOOKUPS);
    const antennas = await listAntennas(docs);
    const antenna = antennas.find((a) => a.name === MEASURED_ANTENNA) ?? antennas[0];
    const eventsFile = path.join(dataDir, 'events.sqlite');
    return {
      log: {
        events,
        before,
        creations: 3 * opts.files,
        byFamily: FAMILIES.map((family): [Family, number] => [family, activity.counts.get(family) ?? 0]),
        fillSeconds,
        diskBytes: fileSize(eventsFile) + fileSize(`${eventsFile}-wal`),
      },
      rebuild: {
        statistics: { seconds: statistics.ms / 1000, perSecond: events / (statistics.ms / 1000) },
        lookups: { names: LOOKUPS.map((p) => p.name), seconds: lookups.ms / 1000 },
      },
      antenna,
    };
  } finally {
    await docs.close();
    await store.close();
  }
}

/**
 * The statistics reports over `files` generated files whose activity brings the log to about `events` events:
 * the log's size and what holding it would cost, the rebuild of the statistics facts, then each report type for
 * the last calendar year over one antenna and over every antenna, each in a fresh process beside a baseline process.
 */
export async function benchReports(dataDir: string, opts: { files: number; events: number }): Promise<ReportsFigures> {
  const today = frenchDay(new Date());
  const year = Number(today.slice(0, 4)) - 1;
  const { log, rebuild, antenna } = await fillAndRebuild(dataDir, opts, today);
  const history = await measureInChild<HistoryFigures>({ kind: 'history', dataDir, keepOneIn: 10 });
  const baseline = await measureInChild<ProcessFigures>({ kind: 'baseline', dataDir });
  const reports: ReportMeasure[] = [];
  for (const type of REPORT_TYPES) {
    for (const scope of ['antenna', 'all'] as const) {
      const where =
        scope === 'antenna'
          ? { antennaId: antenna._id, antennaName: antenna.name }
          : { antennaId: null, antennaName: STATISTICS_MESSAGES.allAntennas };
      const file = path.join(dataDir, `${type}-${scope}.xlsx`);
      reports.push({
        type,
        scope,
        figures: await measureInChild<ReportFigures>({ kind: 'report', dataDir, file, type, ...where, year, today }),
      });
    }
  }
  return { files: opts.files, log, history, rebuild, year, antennaName: antenna.name, baseline, reports };
}
