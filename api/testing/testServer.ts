import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { bootstrap } from '../../commands/setup/bootstrap';
import { loadConfig } from '../../infra/config';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { createApp } from '../app';
import { answerClientErrors } from '../clientErrors';
import { startServices } from '../../app/services';
import type { Services } from '../services';

/** An HTTP answer as tests look at it. */
export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; code?: string; message?: string; errors?: Record<string, string>; pagination?: unknown };
  headers: Headers;
}

export const ADMIN = { login: 'admin', password: 'admin-password' };

/**
 * The production stack when the environment names it (the hosted CI sets EVENTSTORE_URL, MONGODB_URL and REDIS_URL):
 * each test server in a space of its own on those servers, as a fresh data directory is on the embedded one.
 */
function productionStackEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const own = `test${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const mongo = env.MONGODB_URL ? new URL(env.MONGODB_URL) : null;
  if (mongo) mongo.pathname = `/${own}`;
  return {
    ...(env.EVENTSTORE_URL && { EVENTSTORE_URL: env.EVENTSTORE_URL, EVENTSTORE_PREFIX: `${own}-` }),
    ...(mongo && { MONGODB_URL: mongo.toString() }),
    ...(env.REDIS_URL && { REDIS_URL: env.REDIS_URL, REDIS_PREFIX: own }),
  };
}

/** The stores the test servers run on: the embedded ones, or those the hosted CI names. */
export const STACK = {
  eventstore: process.env.EVENTSTORE_URL ? 'eventstoredb' : 'sqlite',
  readmodels: process.env.MONGODB_URL ? 'mongodb' : 'sqlite',
  jobs: process.env.REDIS_URL ? 'bullmq' : 'in-process',
} as const;

/** The real server on a fresh data directory and a free port, with its super administrator. */
export async function startTestServer(opts: { clock?: () => Date; env?: NodeJS.ProcessEnv; alerts?: boolean } = {}) {
  const dir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dir.path, SEED: 'none', BCRYPT_ROUNDS: '4', ...productionStackEnv(), ...opts.env });
  // Alerts write on their own (raised by time and by other writes): only the tests of alerts want them.
  const services: Services = await startServices(config, { clock: opts.clock, alerts: opts.alerts ?? false });
  const admin = await bootstrap(services.deps, ADMIN);
  if (admin?.position) await services.projections.waitFor(admin.position);
  const server: Server = await new Promise((resolve) => {
    const listening = answerClientErrors(createApp(services).listen(0, '127.0.0.1', () => resolve(listening)));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** Sends a request; body objects are sent as JSON. */
  async function request<T = unknown>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined && typeof opts.body !== 'string') headers['Content-Type'] ??= 'application/json';
    const response = await fetch(url + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }

  /** Signs in and returns the token (fails the test when refused). */
  async function login(username: string, password: string): Promise<string> {
    const answer = await request<{ token: string }>('POST', '/api/auth/login', { body: { username, password } });
    if (answer.status !== 200 || !answer.body.data) throw new Error(`login ${username} refused: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
  }

  return {
    url,
    services,
    request,
    login,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      dir.remove();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
