import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessesOf } from '../infra/testing/childProcesses';
import { freePort } from '../infra/testing/freePort';
import { tempDataDir } from '../infra/testing/tempDataDir';

// API_PROCESSES=2 on the embedded stores, without Redis: the primary starts two API processes sharing one port, the
// first with the projections, the jobs and the sign-in throttle, the second answering requests alone and using the
// first one's jobs and throttle. Every request below opens a connection of its own, which node:cluster hands to the
// processes in turn, so writes, reads and sign-ins go to both.

const PASSWORD = 'motdepasse-cluster';
const dir = tempDataDir();
let primary: ChildProcess;
let exited: Promise<number | null>;
let port: number;
let token: string;

/** One request on a connection of its own; `data` is the envelope's, for a JSON answer. */
function call<T>(method: string, url: string, body?: unknown): Promise<{ status: number; data?: T }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...(token && { Authorization: `Bearer ${token}` }), ...(payload && { 'Content-Type': 'application/json' }) };
    const request = http.request({ host: '127.0.0.1', port, path: url, method, agent: false, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const json = response.headers['content-type']?.includes('json');
        resolve({ status: response.statusCode ?? 0, data: json ? (JSON.parse(text) as { data?: T }).data : undefined });
      });
    });
    request.on('error', reject);
    // A connection the primary was handing to a process killed meanwhile is never answered: it fails instead.
    request.setTimeout(5_000, () => request.destroy(new Error(`${method} ${url}: no answer in 5 s`)));
    request.end(payload);
  });
}

/** The API processes the primary started. */
const apiProcesses = () => childProcessesOf(primary.pid ?? 0);

/** The primary of two API processes on a data directory and a port. */
function startPrimary(dataDir: string, onPort: number, stderr: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'api.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(onPort),
      API_PROCESSES: '2',
      REDIS_URL: '',
      SEED: 'none',
      ADMIN_PASSWORD: PASSWORD,
      BCRYPT_ROUNDS: '4',
    },
    stdio: ['ignore', 'pipe', stderr],
  });
}

beforeAll(async () => {
  port = await freePort();
  primary = startPrimary(dir.path, port);
  exited = new Promise((resolve) => primary.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    primary.on('exit', (code) => reject(new Error(`the API exited (${code}): ${out}`)));
    primary.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Back office prêt')) resolve();
    });
  });
  token = (await call<{ token: string }>('POST', '/api/auth/login', { username: 'admin', password: PASSWORD })).data?.token ?? '';
}, 90_000);
afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  dir.remove();
});

describe('API_PROCESSES=2', () => {
  it('serves the port from two processes the primary started', () => {
    expect(token).not.toBe('');
    expect(apiProcesses()).toHaveLength(2);
  });

  it('shows each write on the next read, whichever process answers either', async () => {
    for (let i = 0; i < 6; i += 1) {
      const created = await call<string>('PUT', '/api/web/antenna/new', {
        antenna: { name: `Antenne ${i}`, address: { street: 'r', city: 'c', postal_code: 'p' } },
      });
      expect(created.status).toBe(200);
      const read = await call<{ name: string }>('GET', `/api/web/antenna/${created.data}`);
      expect(read).toMatchObject({ status: 200, data: { name: `Antenne ${i}` } });
    }
  });

  it('counts the failed sign-ins of both processes against one limit', async () => {
    const signIn = (password: string) => call('POST', '/api/auth/login', { username: 'admin', password });
    for (let i = 0; i < 10; i += 1) expect((await signIn('faux')).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await signIn(PASSWORD)).status).toBe(429);
  });

  it('follows a report asked on one process from either, until its file is downloaded', async () => {
    const statistic = { type: 'meeting_statistics', params: { antenna_id: null, start_date: '2025-06-01', end_date: '2025-06-30' } };
    const started = await call<{ job_id: string }>('POST', '/api/web/statistics/jobs', { statistic });
    expect(started.status).toBe(200);
    const job = `/api/web/statistics/jobs/${started.data?.job_id}`;
    let state = '';
    for (let tries = 0; tries < 300 && state !== 'completed'; tries += 1) {
      const [one, other] = [await call<{ state: string }>('GET', job), await call<{ state: string }>('GET', job)];
      expect([one.status, other.status]).toEqual([200, 200]);
      state = other.data?.state ?? '';
      if (state !== 'completed') await sleep(100);
    }
    expect(state).toBe('completed');
    for (let i = 0; i < 2; i += 1) expect((await call('GET', `${job}/download`)).status).toBe(200);
  }, 60_000);

  it('starts again a process that stopped', async () => {
    const [killed] = apiProcesses();
    process.kill(killed, 'SIGKILL');
    for (let tries = 0; tries < 150; tries += 1) {
      const now = apiProcesses();
      if (now.length === 2 && !now.includes(killed) && (await call('GET', '/api/health').catch(() => null))?.status === 200) break;
      await sleep(100);
    }
    expect(apiProcesses()).toHaveLength(2);
    expect(apiProcesses()).not.toContain(killed);
  }, 30_000);

  it('stops every process on SIGTERM, in the middle of writes whose wake-ups it relays', async () => {
    const children = apiProcesses();
    const writes = (async () => {
      for (let i = 0; primary.exitCode === null; i += 1) {
        const antenna = { name: `Relais ${i}`, address: { street: 'r', city: 'c', postal_code: 'p' } };
        await call('PUT', '/api/web/antenna/new', { antenna }).catch(() => null);
      }
    })();
    await sleep(500);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await writes;
    expect(children.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  }, 30_000);
});

describe('API_PROCESSES=2 on a port already taken', () => {
  it('stops every process with an error rather than start them again and again', async () => {
    const other = tempDataDir();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    try {
      const child = startPrimary(other.path, (taken.address() as net.AddressInfo).port, 'pipe');
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(errors).toContain('API process 0 stopped before it answered');
    } finally {
      taken.close();
      other.remove();
    }
  }, 60_000);
});
