import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/** What to load: one GET url, with headers, at a fixed concurrency, for a warm-up then a measured window. */
export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

/** Latencies of the measured window (requests started after the warm-up and finished before the end). */
export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  bodyBytes: number;
}

/** One GET on a keep-alive agent: resolves with the status and the body size once the body is read. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs the load in this process: `connections` loops, each sending its next request when the previous answered. */
export async function measureLoad(opts: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const start = performance.now();
  const measureFrom = start + opts.warmupMs;
  const end = measureFrom + opts.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let bodyBytes = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const answer = await get(agent, opts.url, opts.headers).catch(() => ({ status: 0, bytes: 0 }));
      const done = performance.now();
      if (sent < measureFrom || done > end) continue;
      if (answer.status !== 200) errors += 1;
      latencies.push(done - sent);
      bodyBytes = answer.bytes;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, loop));
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    errors,
    perSecond: sorted.length / (opts.durationMs / 1000),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    bodyBytes,
  };
}

/** Runs the load from a child process, so the client never shares the event loop of the server it measures. */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const script = path.join(import.meta.dirname, 'loadProcess.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with code ${code}`));
      resolve(JSON.parse(output) as LoadResult);
    });
  });
}
