import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** What the pages may load: only this origin (styles inline for Mantine's CSS variables). */
const PAGE_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** Gzipped copies of text files, made once per file version (the build never changes a file in place but index.html). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(file: string): Buffer {
  const { mtimeMs } = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(fs.readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/**
 * Serves the built client (web/dist) on the API's origin: hashed assets cached for a year, any other
 * path answered with index.html so the client's router handles it. Nothing under /api is served here.
 */
export function webClient(distDir: string) {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    const requested = path.resolve(root, `.${decodeURIComponent(ctx.path)}`);
    const inside = requested.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(requested) && fs.statSync(requested).isFile();
    if (!isFile && path.extname(ctx.path) !== '') return next();
    const file = isFile ? requested : index;
    if (!fs.existsSync(file)) return next();
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (file === index) ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.vary('Accept-Encoding');
    if (COMPRESSIBLE.has(path.extname(file)) && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipped(file);
    } else {
      ctx.body = fs.createReadStream(file);
    }
  };
}
