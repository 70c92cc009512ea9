import path from 'node:path';
import Database from 'better-sqlite3';
import { frenchDay } from '@domain/shared/dates';
import { ADMIN } from '../api/testing/testServer';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { allProjections } from '../projections';
import { rebuildProjections } from '../projections/rebuild';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { removeReadModels, startApiProcess, type ApiProcess } from './apiProcess';
import { startBareRoute } from './bareRoute';
import { benchReadAll } from './eventStoreBench';
import { percentile, runLoad, type LoadOptions } from './load';
import { fillRealisticLog, type LogFigures } from './realisticLog';
import type { RecipientEventFactory } from './recipientEvents';
import { measureSignInBundle } from './signInBundle';
import { atLeast, atMost, type Target } from './targets';
import { writeFloor } from './writeFloor';

type LoadSettings = Omit<LoadOptions, 'url' | 'headers'>;

/** What the targets part measures over a realistic log: its size, then each target of issue 20. */
export interface TargetsFigures {
  log: LogFigures;
  targets: Target[];
}

const PAGE = 1_000;
/** A volunteer (user_relative) of the Lyon antenna, from the demo data set. */
const VOLUNTEER = 'tmercier';

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
    // Why the rebuild is where it is: the time its documents alone take to write, the least it can take.
    const floor = await writeFloor(path.join(dataDir, 'readmodels.sqlite'), path.join(dataDir, 'floor.sqlite'));
    const floorFigure = `writing its ${floor.documents.toLocaleString('fr-FR')} documents (${floor.megabytes.toFixed(0)} MB) alone: ${floor.seconds.toFixed(1)} s`;
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

/** The screens' lists, each loaded beside a bare Koa route answering the same body. */
async function listTargets(api: ApiProcess, load: LoadSettings, today: string): Promise<Target[]> {
  const admin = await api.login(ADMIN.login, ADMIN.password);
  const volunteer = await api.login(VOLUNTEER, DEMO_PASSWORD);
  const lyon = (await api.request<{ antenna_id: string }>('GET', '/api/web/user/me', { token: volunteer })).body.data?.antenna_id ?? '';
  const month = `${today.slice(0, 4)}-${Number(today.slice(5, 7))}-01`;
  const scenarios: [string, string, string][] = [
    ['GET /users', admin, '/api/web/users'],
    ['GET /recipients, no filter', admin, '/api/web/recipients'],
    ["GET /recipients, name 'mar'", admin, '/api/web/recipients?name=mar'],
    ["GET /recipients, antenna + name 'mar'", admin, `/api/web/recipients?antenna_id=${lyon}&name=mar`],
    ['GET /recipients, volunteer', volunteer, '/api/web/recipients'],
    ['GET /housings', admin, '/api/web/housings?page=0'],
    ["GET /housings/dashboard, a referent's", volunteer, '/api/web/housings/dashboard?page=0'],
    ["GET /domiciliation/dashboard, a referent's", volunteer, '/api/web/domiciliation/dashboard'],
    ['GET /rooms/calendar, all hotels', admin, `/api/web/rooms/calendar/${month}`],
  ];
  const targets: Target[] = [];
  for (const [label, token, url] of scenarios) {
    const first = await api.request('GET', url, { token });
    if (first.status !== 200) throw new Error(`bench: GET ${url} answered ${first.status}`);
    const bare = await startBareRoute(url.split('?')[0], first.body);
    try {
      const headers = { Authorization: `Bearer ${token}` };
      const real = await runLoad({ ...load, url: api.url + url, headers });
      const floor = await runLoad({ ...load, url: bare.url + url, headers });
      if (real.errors > 0) throw new Error(`bench: GET ${url} failed ${real.errors} times under load`);
      const figure = `${real.p95Ms.toFixed(1)} / ${floor.p95Ms.toFixed(1)} ms`;
      targets.push(atMost(`p95 ${label} / bare route`, figure, real.p95Ms / floor.p95Ms, 3));
    } finally {
      await bare.close();
    }
  }
  return targets;
}

/** Files created one at a time through the API, each given an emergency stay: both answer once the read models show them. */
async function writeTargets(api: ApiProcess, factory: RecipientEventFactory, count: number, today: string): Promise<Target[]> {
  const token = await api.login(ADMIN.login, ADMIN.password);
  const me = (await api.request<{ _id: string }>('GET', '/api/web/user/me', { token })).body.data?._id ?? '';
  const creations: number[] = [];
  const stays: number[] = [];
  for (let i = 0; i < count; i += 1) {
    let sent = performance.now();
    const created = await api.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token,
      body: { recipient: factory.civil(today) },
    });
    creations.push(performance.now() - sent);
    const id = created.body.data?.recipient_id;
    if (created.status !== 200 || !id) throw new Error(`bench: creating a file answered ${created.status}`);
    const stay = { housing_type: 'urgence', hotel_info: 'Hôtel de la gare', start_date: today, end_date: today, price: 45, user_id: me };
    sent = performance.now();
    const housed = await api.request('PUT', `/api/web/recipient/${id}/housings`, {
      token,
      body: { housingType: 'urgence', housing: stay },
    });
    stays.push(performance.now() - sent);
    if (housed.status !== 200) throw new Error(`bench: adding a stay answered ${housed.status}: ${JSON.stringify(housed.body)}`);
  }
  const p95 = (values: number[]) => percentile(Float64Array.from(values).sort(), 95);
  return [
    atMost(`p95 creating a file (ms, ${count} creations)`, `${p95(creations).toFixed(1)} ms`, p95(creations), 15),
    atMost(`p95 adding a stay (ms, ${count} stays)`, `${p95(stays).toFixed(1)} ms`, p95(stays), 15),
  ];
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
  return { log, targets };
}
