import path from 'node:path';
import { ADMIN } from '../api/testing/testServer';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { removeReadModels, startApiProcess, type ApiProcess } from './apiProcess';
import { startBenchServer } from './benchServer';
import { runLoad, type LoadOptions } from './load';
import { appendRecipientFiles } from './recipientFill';
import { seedDemoData } from './recipientsBench';
import { atMost, type Target } from './targets';

type LoadSettings = Omit<LoadOptions, 'url' | 'headers'>;

/** A volunteer (user_relative) of the Lyon antenna, from the demo data set. */
const VOLUNTEER = 'tmercier';

/** The recipients list's filters whose cost must not grow with the files. */
const FILTERS: [string, 'admin' | 'volunteer', string][] = [
  ['no filter', 'admin', ''],
  ["name 'mar'", 'admin', '?name=mar'],
  ["antenna + name 'mar'", 'admin', '?antenna_id={lyon}&name=mar'],
  ['volunteer', 'volunteer', ''],
  ['sortBy=name', 'admin', '?sortBy=name'],
];

/** One store's figures: the API's rebuild of its read models at start, then the list's p95 per filter. */
interface StoreFigures {
  files: number;
  rebuildSeconds: number;
  peakRssBytes: number;
  p95Ms: number[];
}

/** The demo data set and `files` generated files (their creations only), then the API started on it with no read model. */
async function measureStore(dataDir: string, files: number, load: LoadSettings): Promise<StoreFigures> {
  const seeding = await startBenchServer(dataDir);
  const factory = await seedDemoData(seeding);
  await seeding.close();
  await appendRecipientFiles(dataDir, factory, files);
  removeReadModels(dataDir);
  const started = performance.now();
  const api: ApiProcess = await startApiProcess(dataDir);
  try {
    await api.caughtUp();
    const rebuildSeconds = (performance.now() - started) / 1000;
    const tokens = { admin: await api.login(ADMIN.login, ADMIN.password), volunteer: await api.login(VOLUNTEER, DEMO_PASSWORD) };
    const lyon =
      (await api.request<{ antenna_id: string }>('GET', '/api/web/user/me', { token: tokens.volunteer })).body.data?.antenna_id ?? '';
    const p95Ms: number[] = [];
    for (const [, who, query] of FILTERS) {
      const url = `${api.url}/api/web/recipients${query.replace('{lyon}', lyon)}`;
      const result = await runLoad({ ...load, url, headers: { Authorization: `Bearer ${tokens[who]}` } });
      if (result.errors > 0) throw new Error(`bench: ${url} failed ${result.errors} times under load`);
      p95Ms.push(result.p95Ms);
    }
    return { files, rebuildSeconds, peakRssBytes: api.peakRssBytes(), p95Ms };
  } finally {
    await api.stop();
  }
}

/**
 * Growth: the recipients list over a small and a large store, filter by filter, and the API's peak memory on the
 * large one while it rebuilds its read models at start and then serves the loads.
 */
export async function benchScale(dir: string, opts: { small: number; large: number; load: LoadSettings }): Promise<Target[]> {
  const small = await measureStore(path.join(dir, 'small'), opts.small, opts.load);
  const large = await measureStore(path.join(dir, 'large'), opts.large, opts.load);
  const files = (n: number) => n.toLocaleString('fr-FR');
  const targets = FILTERS.map(([label], i) =>
    atMost(
      `GET /recipients ${label}: p95 at ${files(large.files)} / at ${files(small.files)} files`,
      `${large.p95Ms[i].toFixed(1)} / ${small.p95Ms[i].toFixed(1)} ms`,
      large.p95Ms[i] / small.p95Ms[i],
      1.5,
    ),
  );
  const mb = large.peakRssBytes / 1024 / 1024;
  targets.push(
    atMost(
      `API peak RSS, ${files(large.files)} files, rebuild at start included (MB)`,
      `${mb.toFixed(0)} MB, rebuilt and idle in ${large.rebuildSeconds.toFixed(0)} s`,
      mb,
      300,
    ),
  );
  return targets;
}
