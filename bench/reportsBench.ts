import path from 'node:path';
import { frenchDay } from '@domain/shared/dates';
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
import { fillRealisticLog, type LogFigures } from './realisticLog';
import { measureInChild, type HistoryFigures, type ProcessFigures, type ReportFigures } from './reportMeasure';

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
  log: LogFigures;
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

/** Writes the log (files and their activity), then rebuilds the statistics facts and the read models reports look up. */
async function fillAndRebuild(dataDir: string, opts: { files: number; events: number }, today: string) {
  const { factory: _factory, ...log } = await fillRealisticLog(dataDir, opts, today);
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite'));
  try {
    const statistics = await rebuildProjections(store, docs, [statisticsProjection]);
    const lookups = await rebuildProjections(store, docs, LOOKUPS);
    const antennas = await listAntennas(docs);
    const antenna = antennas.find((a) => a.name === MEASURED_ANTENNA) ?? antennas[0];
    return {
      log,
      rebuild: {
        statistics: { seconds: statistics.ms / 1000, perSecond: log.events / (statistics.ms / 1000) },
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
