import type { Server } from 'node:http';
import { createApp } from '../api/app';
import type { Services } from '../api/services';
import { startServices } from '../app/services';
import { loadConfig } from '../infra/config';

/** JSON requests to a server of the application, and its sign-in. */
export interface HttpClient {
  /** Sends a JSON request; resolves with the status and the parsed envelope. */
  request<T = unknown>(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: { data?: T; pagination?: { total: number } } }>;
  /** Signs in through the API and returns the token. */
  login(username: string, password: string): Promise<string>;
}

/** The real server on a data directory the bench owns (it may already hold events), on a free port. */
export interface BenchServer extends HttpClient {
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** Requests to the server at url, as the client sends them. */
export function httpClient(url: string): HttpClient {
  const request: HttpClient['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = opts.body === undefined ? {} : { 'Content-Type': 'application/json' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const init: RequestInit = { method, headers };
    if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
    const response = await fetch(url + path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  return {
    request,
    async login(username, password) {
      const answer = await request<{ token: string }>('POST', '/api/auth/login', { body: { username, password } });
      if (answer.status !== 200 || !answer.body.data) throw new Error(`bench: login ${username} refused (${answer.status})`);
      return answer.body.data.token;
    },
  };
}

/** Starts services and the Koa app as app/serve.ts does, without seeding: the bench fills the directory itself. */
export async function startBenchServer(dataDir: string): Promise<BenchServer> {
  const services = await startServices(loadConfig({ DATA_DIR: dataDir, SEED: 'none', BCRYPT_ROUNDS: '4' }));
  const server: Server = await new Promise((resolve) => {
    const listening = createApp(services).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    services,
    ...httpClient(url),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await services.close();
    },
  };
}
