import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh data directory for one test, removed afterwards. */
export function tempDataDir(): { path: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accueil-test-'));
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
