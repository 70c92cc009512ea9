import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

const MAIN = path.join(import.meta.dirname, '..', '..', 'app', 'api.ts');

/** The API in a process of its own on a data directory, as `npm start` runs it: started, killed outright, started again on its port. */
export interface ChildServer {
  url: string;
  /** Starts the server (with these variables on top of the others) and resolves once it listens. */
  start(env?: NodeJS.ProcessEnv): Promise<void>;
  /** Kills the server with SIGKILL, as a crash or `kill -9` would, and resolves once it is gone. */
  kill(): Promise<void>;
}

/** A server on the data directory and a port of its own, with no demo data, its super administrator's password given. */
export async function childServer(dataDir: string, adminPassword: string): Promise<ChildServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    async start(env = {}) {
      const vars = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED: 'none',
        ADMIN_PASSWORD: adminPassword,
        BCRYPT_ROUNDS: '4',
      };
      const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: { ...vars, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.on('exit', (code) => reject(new Error(`server exited (${code})`)));
        // Read to the end, so that the server never blocks on a full pipe.
        started.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Back office prêt')) resolve();
        });
      });
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.on('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}
