import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processTree } from '../infra/testing/childProcesses';
import { freePort } from '../infra/testing/freePort';
import { httpClient, type HttpClient } from './benchServer';
import { removeSqliteFile } from './tempDir';

/** The API on a data directory, from the server bundle as `npm start` runs it, in a process of its own so its memory is its alone. */
export interface ApiProcess extends HttpClient {
  url: string;
  /** From the spawn to the first answer of GET /api/health. */
  startMs: number;
  /** Peak resident memory of the API process so far (Linux VmHWM), in bytes; with API_PROCESSES, the largest of theirs. */
  peakRssBytes(): number;
  /** With API_PROCESSES, the peaks of every process (the primary's included) added up: at least their memory at any one time. */
  peakRssTotalBytes(): number;
  /**
   * With API_PROCESSES, the highest sum of every process's proportional set size, sampled every SAMPLE_MS: the
   * memory the processes take together, where the RSS added counts the pages they share (the node binary's code)
   * once per process. Without, the processes' sum now.
   */
  peakPssTotalBytes(): number;
  /** Resolves once every projection's stored checkpoint has reached the head of the log, no job waits or runs, and the process is idle. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** A `Field:  N kB` line of a process's /proc file, in bytes; NaN once the process has ended. */
function kilobytesIn(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const statusOf = (pid: number, field: 'VmHWM' | 'VmRSS') => kilobytesIn(`/proc/${pid}/status`, field);

/** Proportional set size (Linux smaps_rollup): the process's own pages, and its share of each page it shares; 0 once it has ended. */
const pssOf = (pid: number) => kilobytesIn(`/proc/${pid}/smaps_rollup`, 'Pss') || 0;

/**
 * How often the memory of API_PROCESSES is sampled. A peak shorter than this may be missed (the RSS peaks beside it
 * miss none); a sample reads each process's page tables, about 2 ms in all, so that more often would delay the
 * requests this process times.
 */
const SAMPLE_MS = 500;

/** CPU time (user + system, in clock ticks) the process has used so far. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Whether the process, and those it started (API_PROCESSES), used under a twentieth of a core over a second: the
 * work they do at start besides the read models (the sweep of alerts goes through every file, part after part) is
 * over, so loads measure a quiet API.
 */
async function idle(pid: number): Promise<boolean> {
  const ticks = () =>
    processTree(pid)
      .filter((each) => existsSync(`/proc/${each}/stat`))
      .reduce((sum, each) => sum + cpuTicks(each), 0);
  const before = ticks();
  await sleep(1_000);
  return ticks() - before < 5;
}

interface Health {
  projections?: Record<string, { caught_up: boolean | null }>;
  queues?: Record<string, { waiting: number; active: number; delayed: number }>;
}

const ROOT = path.join(import.meta.dirname, '..');

/** Deletes the read models of a data directory, so that the next API rebuilds every one of them at its start. */
export function removeReadModels(dataDir: string): void {
  removeSqliteFile(path.join(dataDir, 'readmodels.sqlite'));
}
let built = false;

/** Builds server-dist/ from the sources once per bench run, so that the API measured is the code of this checkout. */
function buildServer(): void {
  if (built) return;
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  built = true;
}

/** The Node flags `npm start` gives the API (package.json's start script), so that the API measured runs as it does. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * Starts the API on dataDir without seeding (with BENCH_NODE_FLAGS, e.g. --cpu-prof, to profile it), with env on top
 * of this process's environment; resolves once it answers GET /api/health.
 */
export async function startApiProcess(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  buildServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const script = path.join(ROOT, 'server-dist', 'app', 'api.js');
  const flags = [...startFlags(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED: 'none', BCRYPT_ROUNDS: '4', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // A bench that fails midway must not leave an API serving behind it.
  const orphan = () => child.kill('SIGKILL');
  process.on('exit', orphan);
  const health = async (): Promise<Health | null> => {
    try {
      return (await (await fetch(`${url}/api/health`)).json()) as Health;
    } catch {
      return null;
    }
  };
  while (!(await health())) {
    if (child.exitCode !== null) throw new Error(`bench: the API exited with code ${child.exitCode}`);
    await sleep(10);
  }
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  const peaks = () =>
    processTree(pid)
      .map((each) => statusOf(each, 'VmHWM'))
      .filter((bytes) => !Number.isNaN(bytes));
  let peakPssTotal = 0;
  const samplePss = () => {
    peakPssTotal = Math.max(
      peakPssTotal,
      processTree(pid).reduce((sum, each) => sum + pssOf(each), 0),
    );
  };
  const sampler = env.API_PROCESSES ? setInterval(samplePss, SAMPLE_MS) : undefined;
  return {
    url,
    startMs,
    ...httpClient(url),
    peakRssBytes: () => Math.max(...peaks()),
    peakRssTotalBytes: () => peaks().reduce((sum, bytes) => sum + bytes, 0),
    peakPssTotalBytes: () => {
      samplePss();
      return peakPssTotal;
    },
    async caughtUp() {
      for (;;) {
        const answer = await health();
        const projections = Object.values(answer?.projections ?? {});
        const busy = Object.values(answer?.queues ?? {}).some((q) => q.waiting + q.active > 0);
        if (projections.length > 0 && projections.every((p) => p.caught_up) && !busy && (await idle(pid))) return;
        await sleep(100);
      }
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphan);
    },
  };
}
