import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { AuthDeps } from '../commands/auth/login';
import type { LoginThrottle } from '../commands/auth/ports';
import { bcryptHasher } from '../infra/auth/passwords';
import { loadJwtSecret } from '../infra/auth/jwtSecret';
import { JwtTokens } from '../infra/auth/tokens';
import type { Config } from '../infra/config';
import type { DocStore } from '../projections/docStore';
import { openDocStore } from '../infra/docstore';
import { openEventStore } from '../infra/eventstore';
import type { EventStore } from '../commands/eventStore';
import { timeOrderedIds } from '../commands/ids';
import type { FileStore } from '../commands/fileStore';
import { DiskFileStore } from '../infra/filestore/diskFileStore';
import { MemoryThrottle } from '../infra/throttle/memoryThrottle';
import { RedisThrottle } from '../infra/throttle/redisThrottle';
import { allProjections } from '../projections';
import { declareReadModels, ProjectionRunner, storedProgress, type ReadModelProgress } from '../projections/runner';
import { openJobs } from '../infra/jobs';
import { answerPeerCalls } from '../infra/cluster/peerCalls';
import { FirstProcessJobs, FirstProcessThrottle } from '../infra/cluster/firstProcessServices';
import { clusterReadModelPeers } from '../infra/cluster/peerWakeups';
import type { Jobs } from '../workers/jobs';
import { startWorkerSide } from '../workers/workerSide';

/** How long a job waits for the read models to apply what it depends on before it fails (and is retried). */
const READ_MODELS_WAIT_MS = 10_000;

/** Everything the HTTP layer works with, built once per process. */
export interface Services {
  config: Config;
  store: EventStore;
  docs: DocStore;
  /** Generated documents (domiciliation attestations), in DATA_DIR/files. */
  files: FileStore;
  /** Read-your-writes: this process's projection runner, or (PROJECTIONS=0) the checkpoints stored by `npm run projections`. */
  projections: ReadModelProgress;
  /** The Redis connection when REDIS_URL is set (sign-in throttle; GET /api/health pings it). */
  redis: Redis | null;
  /** The job queues: in memory (the first API process's, with API_PROCESSES), or BullMQ on Redis when REDIS_URL is set. */
  jobs: Jobs;
  tokens: JwtTokens;
  deps: AuthDeps;
  close(): Promise<void>;
}

/** Opens the stores the configuration names, starts the projections (unless PROJECTIONS=0), and wires the command dependencies. */
export async function startServices(config: Config, opts: { clock?: () => Date; alerts?: boolean } = {}): Promise<Services> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const clock = opts.clock ?? (() => new Date());
  const store = await openEventStore(config);
  const docs = await openDocStore(config);
  const runner = config.projections ? new ProjectionRunner(store, docs, allProjections, { peers: clusterReadModelPeers }) : null;
  if (runner) await runner.start();
  // Without a runner this process still reads the read models (and their checkpoints): it declares them.
  else await declareReadModels(docs, allProjections);
  const projections = runner ?? storedProgress(docs, allProjections, clusterReadModelPeers);
  // Redis's client is loaded only when REDIS_URL names one: the embedded stack does without it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  // Without Redis, the other API processes of a cluster use the first one's jobs and throttle (infra/cluster/peerCalls.ts).
  const useFirstProcess = !redis && (config.apiProcessRank ?? 0) > 0;
  const throttle: LoginThrottle = redis
    ? new RedisThrottle(redis, clock, `${config.redisPrefix}:throttle:`)
    : useFirstProcess
      ? new FirstProcessThrottle()
      : new MemoryThrottle(clock);
  const tokens = new JwtTokens(loadJwtSecret(config.dataDir, config.jwtSecret), clock);
  const deps: AuthDeps = {
    store,
    clock,
    newId: timeOrderedIds(),
    passwords: bcryptHasher(config.bcryptRounds),
    throttle,
    tokens,
    tokenTtlMs: config.tokenTtlMs,
  };
  const files = new DiskFileStore(path.join(config.dataDir, 'files'));
  const jobs = useFirstProcess ? new FirstProcessJobs() : await openJobs({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
  if (!redis && !useFirstProcess) answerPeerCalls({ jobs, throttle });
  const awaitReadModels = (position: bigint) => projections.waitFor(position, READ_MODELS_WAIT_MS);
  const workerSide = config.workers
    ? await startWorkerSide({ ...deps, docs, files, jobs, awaitReadModels }, { alerts: opts.alerts ?? true })
    : null;
  return {
    config,
    store,
    docs,
    files,
    projections,
    redis,
    jobs,
    tokens,
    deps,
    async close() {
      await workerSide?.stop();
      await jobs.close();
      await runner?.stop();
      await docs.close();
      await store.close();
      if (redis) await redis.quit();
    },
  };
}
