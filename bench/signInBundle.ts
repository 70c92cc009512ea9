import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The scripts a browser loads to show the sign-in page, with their gzip sizes. */
export interface SignInBundle {
  chunks: number;
  gzipBytes: number;
  largest: { file: string; gzipBytes: number }[];
}

const ROOT = path.join(import.meta.dirname, '..');

/**
 * Builds the client into outDir with Vite's manifest, then follows it: the entry and what it imports statically,
 * then the sign-in route's own chunk and what that imports (the route table loads each screen lazily).
 */
export function measureSignInBundle(outDir: string): SignInBundle {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
      '--manifest',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, WEB_DIST_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const loaded = new Set<string>();
  const follow = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) follow(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const signIn = Object.keys(manifest).find((key) => key.endsWith('pages/auth/LoginPage.tsx'));
  if (!entry || !signIn) throw new Error('bench: the build manifest names no entry or no sign-in page');
  follow(entry);
  follow(signIn);
  const sizes = [...loaded].map((key) => ({
    file: manifest[key].file,
    gzipBytes: gzipSync(readFileSync(path.join(outDir, manifest[key].file))).length,
  }));
  sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks: sizes.length, gzipBytes: sizes.reduce((sum, s) => sum + s.gzipBytes, 0), largest: sizes.slice(0, 4) };
}
