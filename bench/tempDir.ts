import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const live = new Set<string>();

/** Removes a directory the bench created (and forgets it). */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
}

/** Removes an SQLite file the bench wrote, with its write-ahead log and shared-memory index. */
export function removeSqliteFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Runs fn with a fresh temporary directory, removed afterwards even when fn throws. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accueil-bench-'));
  live.add(dir);
  try {
    return await fn(dir);
  } finally {
    removeDir(dir);
  }
}

/** Also removes a directory made elsewhere (the test server's) if the bench is interrupted. */
export function trackDir(dir: string): void {
  live.add(dir);
}

/** On Ctrl-C or SIGTERM, removes every directory still in use before exiting. */
export function removeDirsOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const dir of Array.from(live)) removeDir(dir);
      process.exit(130);
    });
  }
}
