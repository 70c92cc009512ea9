import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { webClient } from './webClient';

let dir: ReturnType<typeof tempDataDir>;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = tempDataDir();
  fs.mkdirSync(path.join(dir.path, 'assets'));
  fs.writeFileSync(path.join(dir.path, 'index.html'), '<!doctype html><title>Passerelles</title>');
  fs.writeFileSync(path.join(dir.path, 'assets', 'app-1234.js'), 'console.log("bonjour");'.repeat(50));
  fs.writeFileSync(path.join(dir.path, '..', 'secret.txt'), 'secret');
  const app = new Koa();
  app.use(webClient(dir.path));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(path.join(dir.path, '..', 'secret.txt'), { force: true });
  dir.remove();
});

describe('web client serving', () => {
  it('answers any client route with index.html, uncached, under a strict content policy', async () => {
    const response = await fetch(`${url}/recipient/42`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Passerelles</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves hashed assets gzipped and cached for a year', async () => {
    const response = await fetch(`${url}/assets/app-1234.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(fs.statSync(path.join(dir.path, 'assets', 'app-1234.js')).size);
    expect(await response.text()).toContain('console.log("bonjour")');
    const raw = await fetch(`${url}/assets/app-1234.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
  });

  it('leaves the API, missing files and paths outside the build alone', async () => {
    expect((await fetch(`${url}/api/web/users`)).status).toBe(404);
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    const escape = await fetch(`${url}/..%2Fsecret.txt`);
    expect(await escape.text()).not.toContain('secret');
  });
});
