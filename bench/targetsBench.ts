import path from 'node:path';
import Database from 'better-sqlite3';
import { frenchDay } from '@domain/shared/dates';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { allProjections } from '../projections';
import { rebuildProjections } from '../projections/rebuild';
import { removeReadModels, startApiProcess } from './apiProcess';
import { clusterTargets } from './clusterTargets';
import { benchReadAll } from './eventStoreBench';
import { fillRealisticLog, type LogFigures } from './realisticLog';
import { listTargets, writeTargets, type LoadSettings } from './servingTargets';
import { measureSignInBundle } from './signInBundle';
import { atLeast, atMost, type Target } from './targets';
import { writeFloor } from './writeFloor';

/** What the targets part measures over a realistic log: its size, each national-scale target, then the serving ones on API_PROCESSES=2. */
export interface TargetsFigures {
  log: LogFigures;
  targets: Target[];
  /** The lists and writes served by two API processes. */
  cluster: Target[];
}

const PAGE = 1_000;

const rate = (n: number) => `${Math.round(n).toLocaleString('fr-FR')} ev/s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The floor under readAll: the same rows read with a bare SELECT and their two JSON columns parsed. */
function rawReadRate(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const page = db.prepare<[number, number], { position: number; data: string; meta: string }>(
      'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    const started = performance.now();
    let events = 0;
    let from = 0;
    for (;;) {
      const rows = page.all(from, PAGE);
      if (rows.length === 0) break;
      for (const row of rows) {
        JSON.parse(row.data);
        JSON.parse(row.meta);
      }
      events += rows.length;
      from = rows[rows.length - 1].position;
    }
    return events / ((performance.now() - started) / 1000);
  } finally {
    db.close();
  }
}

/** Reading the log raw and through the adapter, then rebuilding every read model over it, in this process. */
async function logTargets(dataDir: string): Promise<Target[]> {
  const eventsFile = path.join(dataDir, 'events.sqlite');
  const raw = rawReadRate(eventsFile);
  const store = new SqliteEventStore(eventsFile);
  const docs = new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite'));
  try {
    const read = await benchReadAll(store, PAGE);
    const rebuild = await rebuildProjections(store, docs, allProjections);
    const rebuildRate = read.events / (rebuild.ms / 1000);
    // Why the rebuild is where it is: the time its log takes to read and its documents alone to write, the least it can take.
    const floor = await writeFloor(path.join(dataDir, 'readmodels.sqlite'), path.join(dataDir, 'floor.sqlite'));
    const readSeconds = read.events / read.perSecond;
    const floorFigure =
      `reading the log ${readSeconds.toFixed(1)} s; writing its ${floor.documents.toLocaleString('fr-FR')} documents ` +
      `(${floor.megabytes.toFixed(0)} MB) alone: ${floor.seconds.toFixed(1)} s through the store, ${floor.bareSeconds.toFixed(1)} s as bare SQLite rows`;
    return [
      atLeast('readAll / raw SELECT + JSON.parse', `${rate(read.perSecond)} / ${rate(raw)}`, read.perSecond / raw, 0.5),
      atLeast(
        `rebuild of ${allProjections.length} read models / readAll`,
        `${rate(rebuildRate)} / ${rate(read.perSecond)}`,
        rebuildRate / read.perSecond,
        0.5,
      ),
      atMost(
        `rebuild of ${read.events.toLocaleString('fr-FR')} events (s; ${floorFigure})`,
        `${(rebuild.ms / 1000).toFixed(1)} s`,
        rebuild.ms / 1000,
        20,
      ),
    ];
  } finally {
    await docs.close();
    await store.close();
  }
}

/** The API rebuilding every read model from the log at its start (none on disk): its peak memory meanwhile. */
async function rebuildInApi(dataDir: string, files: number): Promise<Target> {
  removeReadModels(dataDir);
  const started = performance.now();
  const api = await startApiProcess(dataDir);
  try {
    await api.caughtUp();
    const seconds = (performance.now() - started) / 1000;
    const figure = `${mb(api.peakRssBytes())}, rebuilt and idle in ${seconds.toFixed(0)} s`;
    return atMost(`API peak RSS, rebuilding ${files.toLocaleString('fr-FR')} files (MB)`, figure, api.peakRssBytes() / 1024 / 1024, 300);
  } finally {
    await api.stop();
  }
}

/**
 * Issue 20's targets over a realistic log of `files` files and about `events` events: reading and rebuilding it, the
 * API's start on current read models, the lists under load beside a bare route, writes, the API's memory while
 * serving and while rebuilding, and the sign-in page's scripts.
 */
export async function benchTargets(
  dataDir: string,
  opts: { files: number; events: number; writes: number; load: LoadSettings },
): Promise<TargetsFigures> {
  const today = frenchDay(new Date());
  const { factory, ...log } = await fillRealisticLog(dataDir, opts, today);
  const targets = await logTargets(dataDir);
  const api = await startApiProcess(dataDir);
  try {
    targets.push(
      atMost('API start on current read models: /api/health answers (s)', `${(api.startMs / 1000).toFixed(2)} s`, api.startMs / 1000, 5),
    );
    // The lists are measured on a quiet API: the sweep of alerts at its start has gone through every file.
    await api.caughtUp();
    targets.push(...(await listTargets(api, opts.load, today)));
    targets.push(...(await writeTargets(api, factory, opts.writes, today)));
    targets.push(atMost('API peak RSS while serving (MB)', mb(api.peakRssBytes()), api.peakRssBytes() / 1024 / 1024, 300));
  } finally {
    await api.stop();
  }
  const cluster = await clusterTargets(dataDir, { load: opts.load, factory, writes: opts.writes, today });
  targets.push(await rebuildInApi(dataDir, opts.files));
  const bundle = measureSignInBundle(path.join(dataDir, 'web'));
  const largest = bundle.largest.map((c) => `${path.basename(c.file).split('-')[0]} ${(c.gzipBytes / 1024).toFixed(0)}`).join(', ');
  targets.push(
    atMost(
      `sign-in page's scripts, gzip KB (${bundle.chunks} files: ${largest}…)`,
      `${(bundle.gzipBytes / 1024).toFixed(1)} KB`,
      bundle.gzipBytes / 1024,
      150,
    ),
  );
  return { log, targets, cluster };
}
