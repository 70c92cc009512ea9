import os from 'node:os';
import path from 'node:path';
import { appRoot } from './appRoot';
import { DEFAULT_ATTACHMENT_MAX_BYTES } from '@domain/attachments/fields';

/** Server configuration, from the environment (README lists every variable). */
export interface Config {
  port: number;
  dataDir: string;
  /** The built web client served on the API's origin. */
  webDistDir: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login throttling is per address). */
  trustProxy: boolean;
  production: boolean;
  /** Seed the demo data set on a new data directory. */
  seedDemo: boolean;
  adminLogin: string;
  adminPassword?: string;
  jwtSecret?: string;
  tokenTtlMs: number;
  bcryptRounds: number;
  /** The largest document accepted (bytes), ATTACHMENT_MAX_BYTES; uploads are received in DATA_DIR/uploads. */
  attachmentMaxBytes: number;
  redisUrl?: string;
  /** Perform jobs (alerts, reports) in this process: WORKERS=0 leaves them to `npm run workers` (needs REDIS_URL). */
  workers: boolean;
  /** Run the projections in this process: PROJECTIONS=0 leaves them to `npm run projections` (read-your-writes then waits on the stored checkpoints). */
  projections: boolean;
  /**
   * API processes serving the port together (API_PROCESSES, default 1, 'auto' for one per core; app/cluster.ts): the
   * first runs the projections and performs the jobs as configured, the others only answer requests. They share the
   * jobs and the sign-in throttle through Redis when REDIS_URL is set, else those of the first process
   * (infra/cluster/peerCalls.ts).
   */
  apiProcesses: number;
  /** This process's rank among the API processes of a cluster (API_PROCESS_RANK, set by the primary alone), else null. */
  apiProcessRank: number | null;
  /** Prefix of every key this installation keeps in Redis: job queues, sign-in throttle (REDIS_PREFIX). */
  redisPrefix: string;
  /** EventStoreDB (EVENTSTORE_URL, an esdb:// connection string) instead of DATA_DIR/events.sqlite. */
  eventstoreUrl?: string;
  /** EventStoreDB only (EVENTSTORE_PREFIX): a prefix of every stream name, for several installations or test servers on one server. */
  eventstorePrefix?: string;
  /** MongoDB (MONGODB_URL, a replica set: read models are written in transactions) instead of DATA_DIR/readmodels.sqlite. */
  mongodbUrl?: string;
}

const MAX_API_PROCESSES = 64;

/** Reads the configuration; absent store URLs mean the embedded stores, and each may be set alone. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const apiProcessRank = env.API_PROCESS_RANK === undefined ? null : Number(env.API_PROCESS_RANK);
  // The primary starts the API processes after the first with WORKERS=0: without Redis they use the first one's jobs.
  if (env.WORKERS === '0' && !env.REDIS_URL && !apiProcessRank)
    throw new Error('WORKERS=0 leaves the jobs to `npm run workers`, which shares them through Redis: set REDIS_URL too.');
  // 'auto': one per core the process may use.
  const apiProcesses =
    env.API_PROCESSES === 'auto'
      ? Math.min(os.availableParallelism(), MAX_API_PROCESSES)
      : positiveInteger('API_PROCESSES', env.API_PROCESSES, 1, 'processes');
  // A typo must not start thousands of processes: beyond the cores of any one machine, more only compete for them.
  if (apiProcesses > MAX_API_PROCESSES) throw new Error(`API_PROCESSES is at most ${MAX_API_PROCESSES}, not ${apiProcesses}`);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    trustProxy: env.TRUST_PROXY === '1',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(appRoot(), 'web', 'dist'),
    production,
    seedDemo: !production && env.SEED !== 'none',
    adminLogin: env.ADMIN_LOGIN || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlMs: 12 * 3600 * 1000,
    bcryptRounds: Number(env.BCRYPT_ROUNDS ?? 11),
    attachmentMaxBytes: positiveInteger('ATTACHMENT_MAX_BYTES', env.ATTACHMENT_MAX_BYTES, DEFAULT_ATTACHMENT_MAX_BYTES),
    redisUrl: env.REDIS_URL || undefined,
    workers: env.WORKERS !== '0',
    projections: env.PROJECTIONS !== '0',
    apiProcesses,
    apiProcessRank,
    redisPrefix: env.REDIS_PREFIX || 'passerelles',
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    eventstorePrefix: env.EVENTSTORE_PREFIX || undefined,
    mongodbUrl: env.MONGODB_URL || undefined,
  };
}

/** A whole number of at least 1 from the environment, or the default when unset; anything else stops the server. */
function positiveInteger(name: string, value: string | undefined, fallback: number, unit = 'bytes'): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of ${unit} (1 or more), not ${JSON.stringify(value)}`);
  return parsed;
}
