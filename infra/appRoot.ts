import { existsSync } from 'node:fs';
import path from 'node:path';

/** The application's folder (the one holding package.json), whether the code runs from its sources (tsx) or from the server bundle (`server-dist/`). */
export function appRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
