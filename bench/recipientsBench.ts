import { ADMIN } from '../api/testing/testServer';
import { bootstrap } from '../commands/setup/bootstrap';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { seedDemo } from '../seed/seedDemo';
import { listAntennas } from '../projections/antennas';
import type { UserDoc } from '../projections/users';
import { startBenchServer, type BenchServer } from './benchServer';
import { percentile, runLoad, type LoadOptions, type LoadResult } from './load';
import { appendRecipientFiles, type FillFigures } from './recipientFill';
import { RecipientEventFactory, type FileTargets } from './recipientEvents';

/** Latencies of creations sent one at a time. */
export interface CreationFigures {
  filesBefore: number;
  creations: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** One filter combination of the list, loaded at a fixed concurrency. */
export interface ListScenario {
  label: string;
  query: string;
  matches: number;
  load: LoadResult;
}

/** Everything section 5 prints. */
export interface RecipientsFigures {
  fill: FillFigures;
  catchUp: { events: number; seconds: number };
  scenarios: ListScenario[];
  creations: CreationFigures[];
}

type LoadSettings = Omit<LoadOptions, 'url' | 'headers'>;

/** A volunteer (user_relative) of the Lyon antenna, from the demo data set. */
const VOLUNTEER = 'tmercier';

/** At most `count` creations, and no new one once `budgetMs` has passed. */
export interface CreationLimits {
  count: number;
  budgetMs: number;
}

/** Sends creations one after the other and times each answer (the route waits for the read models). */
async function measureCreations(
  server: BenchServer,
  token: string,
  factory: RecipientEventFactory,
  limits: CreationLimits,
  filesBefore: number,
): Promise<CreationFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const today = new Date().toISOString().slice(0, 10);
  const deadline = performance.now() + limits.budgetMs;
  while (latencies.length < limits.count && performance.now() < deadline) {
    const recipient = factory.civil(today);
    const sent = performance.now();
    const answer = await server.request('PUT', '/api/web/recipient/new', { token, body: { recipient } });
    latencies.push(performance.now() - sent);
    if (answer.status !== 200) errors += 1;
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    filesBefore,
    creations: latencies.length,
    errors,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Antennas of the demo data set with their referents (antenna administrators and volunteers), for generated files. */
async function fileTargets(server: BenchServer, reference: FileTargets['reference']): Promise<FileTargets> {
  const users = (await server.services.docs.collection<UserDoc>('users').find({})).items;
  const antennas = await listAntennas(server.services.docs);
  const weights: Record<string, number> = { 'Antenne de Lyon': 40, 'Antenne de Marseille': 35, 'Antenne de Lille': 25 };
  return {
    reference,
    antennas: antennas.map((antenna) => ({
      id: antenna._id,
      weight: weights[antenna.name] ?? 10,
      referents: users.filter((u) => u.antenna_id === antenna._id).map((u) => u._id),
    })),
  };
}

/** The demo data set on the fresh directory of a running server, through the ordinary commands; answers a factory of files like them. */
export async function seedDemoData(server: BenchServer): Promise<RecipientEventFactory> {
  const admin = await bootstrap(server.services.deps, ADMIN);
  if (!admin) throw new Error('bench: the data directory was not empty');
  const demo = await seedDemo(server.services.deps, admin.reference);
  if (demo.position !== null) await server.services.projections.waitFor(demo.position, Infinity);
  return new RecipientEventFactory(await fileTargets(server, admin.reference));
}

/** The demo data set on a fresh directory, through the ordinary commands; then a first round of creations. */
async function seedAndCreate(
  dataDir: string,
  creations: CreationLimits,
): Promise<{ factory: RecipientEventFactory; baseline: CreationFigures }> {
  const server = await startBenchServer(dataDir);
  try {
    const factory = await seedDemoData(server);
    const token = await server.login(ADMIN.login, ADMIN.password);
    const files = (await server.request('GET', '/api/web/recipients?per_page=1', { token })).body.pagination?.total ?? 0;
    return { factory, baseline: await measureCreations(server, token, factory, creations, files) };
  } finally {
    await server.close();
  }
}

/** Loads each filter combination of the list in turn, after checking it answers. */
async function loadScenarios(server: BenchServer, fill: FillFigures, load: LoadSettings): Promise<ListScenario[]> {
  const admin = await server.login(ADMIN.login, ADMIN.password);
  const volunteer = await server.login(VOLUNTEER, DEMO_PASSWORD);
  const me = await server.request<{ antenna_id: string }>('GET', '/api/web/user/me', { token: volunteer });
  const lyon = me.body.data?.antenna_id ?? '';
  const scenarios: [string, string, string][] = [
    ['no filter (newest first)', admin, ''],
    ["name starts with 'mar'", admin, '?name=mar'],
    ["antenna + name 'mar'", admin, `?antenna_id=${lyon}&name=mar`],
    ['birth_date exact', admin, `?birth_date=${fill.sampleBirthDate}`],
    ['file_number exact', admin, `?file_number=69.${fill.sampleFileNumber}`],
    ['sortBy=name', admin, '?sortBy=name'],
    ['volunteer (user_relative)', volunteer, ''],
  ];
  const results: ListScenario[] = [];
  for (const [label, token, query] of scenarios) {
    const path = `/api/web/recipients${query}`;
    const first = await server.request('GET', path, { token });
    if (first.status !== 200) throw new Error(`bench: GET ${path} answered ${first.status}`);
    const result = await runLoad({ ...load, url: server.url + path, headers: { Authorization: `Bearer ${token}` } });
    results.push({ label, query, matches: first.body.pagination?.total ?? 0, load: result });
  }
  return results;
}

/**
 * The recipients list and file creation over a large store: demo data, `files` generated files
 * appended straight to the event store, the read models caught up by the real server, then loads.
 */
export async function benchRecipients(
  dataDir: string,
  opts: { files: number; creations: CreationLimits } & LoadSettings,
): Promise<RecipientsFigures> {
  const { files, creations, ...load } = opts;
  const { factory, baseline } = await seedAndCreate(dataDir, creations);
  const fill = await appendRecipientFiles(dataDir, factory, files);
  const started = performance.now();
  const server = await startBenchServer(dataDir);
  try {
    const head = await server.services.store.headPosition();
    await server.services.projections.waitFor(head, Infinity);
    const catchUp = { events: fill.events, seconds: (performance.now() - started) / 1000 };
    const scenarios = await loadScenarios(server, fill, load);
    const token = await server.login(ADMIN.login, ADMIN.password);
    const total = (await server.request('GET', '/api/web/recipients?per_page=1', { token })).body.pagination?.total ?? 0;
    const loaded = await measureCreations(server, token, factory, creations, total);
    return { fill, catchUp, scenarios, creations: [baseline, loaded] };
  } finally {
    await server.close();
  }
}
