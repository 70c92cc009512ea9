import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { reportPeriod } from '@domain/statistics/params';
import { requestedParams, type ReportType, type Statistic } from '@domain/statistics/reportTypes';
import type { RecordedEvent } from '../commands/eventStore';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { allProjections } from '../projections';
import { declareReadModels } from '../projections/runner';
import { REPORT_DEFINITIONS } from '../workers/reports/registry';
import type { ReportDefinition, ReportWriter } from '../workers/reports/report';
import { produceXlsx } from '../workers/reports/xlsxWriter';

// What the reports part measures in a process of its own (bench/reportProcess.ts), so that each figure of peak
// memory is that process's alone: one report produced as the job produces it, or nothing but the stores opened
// (the baseline), or the whole event log read once (what holding the history would cost).

/** What a child process does over a data directory. */
export type ReportRun =
  | { kind: 'baseline'; dataDir: string }
  | {
      kind: 'report';
      dataDir: string;
      file: string;
      type: ReportType;
      antennaId: string | null;
      antennaName: string;
      year: number;
      today: string;
    }
  | { kind: 'history'; dataDir: string; keepOneIn: number };

/** The memory a process reached: peak resident set, peak heap used (sampled at every read and row). */
export interface ProcessFigures {
  maxRssBytes: number;
  peakHeapBytes: number;
}

/** One report produced: wall time of the file, its size, the rows and sheets written. */
export interface ReportFigures extends ProcessFigures {
  seconds: number;
  bytes: number;
  rows: number;
  sheets: number;
}

/** The whole log read once: its events, the bytes of their JSON, and the heap it would take to hold them all. */
export interface HistoryFigures {
  events: number;
  jsonBytes: number;
  /** Estimated from the heap that one event in `keepOneIn` takes once held (after a full collection both sides). */
  heapBytes: number;
  keepOneIn: number;
}

/** The highest heap use seen (read from V8's heap statistics: a fraction of the cost of process.memoryUsage()). */
class PeakHeap {
  peak = 0;
  readonly sample = () => {
    const used = getHeapStatistics().used_heap_size;
    if (used > this.peak) this.peak = used;
  };
}

/** The object with each of its methods sampling the heap once done (collections it hands out too): every read model read is seen. */
function watched<T extends object>(target: T, sample: () => void): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
        if (result instanceof Promise) return result.then((resolved: unknown) => (sample(), resolved));
        sample();
        return typeof result === 'object' && result !== null ? watched(result, sample) : result;
      };
    },
  });
}

/** The report's writer, counting sheets and rows (and sampling the heap at each row). */
function counting(out: ReportWriter, counted: { rows: number; sheets: number }, sample: () => void): ReportWriter {
  return {
    async sheet(name, columns, opts) {
      counted.sheets += 1;
      const sheet = await out.sheet(name, columns, opts);
      const add = (write: typeof sheet.addRow) => async (values: Parameters<typeof sheet.addRow>[0]) => {
        counted.rows += 1;
        sample();
        await write(values);
      };
      return { addRow: add((values) => sheet.addRow(values)), addTotalRow: add((values) => sheet.addTotalRow(values)) };
    },
  };
}

/** Opens the stores as `npm run workers` does. */
async function openStores(dataDir: string) {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dataDir, 'readmodels.sqlite'));
  await declareReadModels(docs, allProjections);
  return {
    store,
    docs,
    close: async () => {
      await docs.close();
      await store.close();
    },
  };
}

/**
 * The peak resident set of this program. getrusage's maxRSS is kept across execve, so a child forked by a bench
 * process that grew large starts from that size: Linux's VmHWM (the peak of this program's own memory) is read
 * instead when there is one.
 */
function peakRss(): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  return (hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS) * 1024;
}

const memory = (heap: PeakHeap): ProcessFigures => ({ maxRssBytes: peakRss(), peakHeapBytes: heap.peak });

async function produce(run: Extract<ReportRun, { kind: 'report' }>): Promise<ReportFigures> {
  const stores = await openStores(run.dataDir);
  const heap = new PeakHeap();
  heap.sample();
  const timer = setInterval(heap.sample, 5);
  try {
    const statistic: Statistic = requestedParams(run.type).includes('year')
      ? { type: run.type, params: { antenna_id: run.antennaId, year: run.year } }
      : { type: run.type, params: { antenna_id: run.antennaId, start_date: `${run.year}-01-01`, end_date: `${run.year}-12-31` } };
    const params = { antenna_id: run.antennaId, antenna_name: run.antennaName, ...reportPeriod(statistic) };
    const definition = REPORT_DEFINITIONS[run.type];
    const counted = { rows: 0, sheets: 0 };
    const measured: ReportDefinition = { type: run.type, write: (ctx, out) => definition.write(ctx, counting(out, counted, heap.sample)) };
    const ctx = { params, docs: watched(stores.docs, heap.sample), today: run.today, progress: async () => heap.sample() };
    const started = performance.now();
    const { size } = await produceXlsx(measured, ctx, run.file);
    const seconds = (performance.now() - started) / 1000;
    heap.sample();
    return { seconds, bytes: size, ...counted, ...memory(heap) };
  } finally {
    clearInterval(timer);
    await stores.close();
  }
}

async function readHistory(run: Extract<ReportRun, { kind: 'history' }>): Promise<HistoryFigures> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('bench: the history is measured with --expose-gc');
  const stores = await openStores(run.dataDir);
  try {
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept: RecordedEvent[] = [];
    let events = 0;
    let jsonBytes = 0;
    for (let from = 0n; ;) {
      const page = await stores.store.readAll(from, 1_000);
      if (page.length === 0) break;
      for (const event of page) {
        events += 1;
        jsonBytes += Buffer.byteLength(JSON.stringify({ ...event, revision: Number(event.revision), position: Number(event.position) }));
        if (events % run.keepOneIn === 0) kept.push(event);
      }
      from = page[page.length - 1].position;
    }
    gc();
    const held = process.memoryUsage().heapUsed - before;
    return { events, jsonBytes, heapBytes: (held / Math.max(1, kept.length)) * events, keepOneIn: run.keepOneIn };
  } finally {
    await stores.close();
  }
}

/** Runs the measure in this process (the child's side). */
export async function measureHere(run: ReportRun): Promise<ProcessFigures | ReportFigures | HistoryFigures> {
  if (run.kind === 'report') return produce(run);
  if (run.kind === 'history') return readHistory(run);
  const stores = await openStores(run.dataDir);
  const heap = new PeakHeap();
  heap.sample();
  await stores.close();
  return memory(heap);
}

/** Runs the measure in a fresh child process and gives its figures. */
export function measureInChild<T extends ProcessFigures | ReportFigures | HistoryFigures>(run: ReportRun): Promise<T> {
  const script = path.join(import.meta.dirname, 'reportProcess.ts');
  const flags = run.kind === 'history' ? ['--expose-gc'] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script, JSON.stringify(run)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench: ${run.kind} process exited with code ${code}`));
      resolve(JSON.parse(output) as T);
    });
  });
}
