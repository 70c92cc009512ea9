import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './testing/testServer';

// The scale-out arrangement on the embedded stores: the API process started with PROJECTIONS=0, and the read
// models kept by `npm run projections` (app/projections.ts) in a process of its own on the same data directory.

let server: TestServer;
let token: string;
let projections: ChildProcess;
let exited: Promise<unknown>;

beforeAll(async () => {
  server = await startTestServer({ env: { PROJECTIONS: '0' } });
  projections = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'app', 'projections.ts')], {
    env: { ...process.env, DATA_DIR: server.services.config.dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => projections.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    projections.on('exit', (code) => reject(new Error(`npm run projections exited (${code}): ${out}`)));
    projections.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Projections prêtes')) resolve();
    });
  });
  token = await server.login(ADMIN.login, ADMIN.password);
}, 30_000);
afterAll(async () => {
  projections.kill('SIGTERM');
  await exited;
  await server.close();
});

describe('API with PROJECTIONS=0 and `npm run projections` apart', () => {
  it('shows every write on the very next read (read-your-writes on the stored checkpoints)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const created = await server.request<string>('PUT', '/api/web/antenna/new', {
        token,
        body: { antenna: { name: `Antenne ${i}`, address: { street: 'r', city: 'c', postal_code: 'p' } } },
      });
      expect(created.status).toBe(200);
      const read = await server.request<{ name: string }>('GET', `/api/web/antenna/${created.body.data}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data?.name).toBe(`Antenne ${i}`);
    }
  });

  it('reports on /api/health the projections held by the other process, caught up', async () => {
    const health = (await server.request('GET', '/api/health')).body as unknown as {
      eventstore: { head: string };
      projections: Record<string, { checkpoint: string; caught_up: boolean; pending: number; holder: string | null }>;
    };
    const states = Object.values(health.projections);
    expect(states.length).toBeGreaterThan(20);
    expect(states.every((state) => state.holder?.includes(`:${projections.pid}:`))).toBe(true);
    expect(states.every((state) => state.caught_up && state.pending === 0 && state.checkpoint === health.eventstore.head)).toBe(true);
  });
});
