import path from 'node:path';
import type { AuthDeps } from '../commands/auth/login';
import type { LoginThrottle } from '../commands/auth/ports';
import type { EventStore } from '../commands/eventStore';
import { timeOrderedIds } from '../commands/ids';
import type { Services } from '../api/services';
import { bcryptHasher } from '../infra/auth/passwords';
import { loadJwtSecret } from '../infra/auth/jwtSecret';
import { JwtTokens } from '../infra/auth/tokens';
import { FirstProcessJobs, FirstProcessThrottle } from '../infra/cluster/firstProcessServices';
import { answerPeerCalls } from '../infra/cluster/peerCalls';
import { clusterReadModelPeers } from '../infra/cluster/peerWakeups';
import type { Config } from '../infra/config';
import { DiskFileStore } from '../infra/filestore/diskFileStore';
import { openJobs } from '../infra/jobs';
import { openRedis } from '../infra/redis';
import { MemoryThrottle } from '../infra/throttle/memoryThrottle';
import { RedisThrottle } from '../infra/throttle/redisThrottle';
import { allProjections } from '../projections';
import type { DocStore } from '../projections/docStore';
import { declareReadModels, ProjectionRunner, storedProgress, type ReadModelProgress } from '../projections/runner';
import { startWorkerSide } from '../workers/workerSide';
import { openStores } from './stores';

/** How long a job waits for the read models to apply what it depends on before it fails (and is retried). */
const READ_MODELS_WAIT_MS = 10_000;

/**
 * Wires the ports and adapters of a process that serves the API or performs jobs (`npm start`, `npm run workers`, the
 * seed, the API tests): opens the stores the configuration names, starts the projections (unless PROJECTIONS=0) and
 * the worker side (unless WORKERS=0), and gives the commands their clock, ids, password hasher, throttle and tokens.
 */
export async function startServices(config: Config, opts: { clock?: () => Date; alerts?: boolean } = {}): Promise<Services> {
  const clock = opts.clock ?? (() => new Date());
  const stores = await openStores(config);
  const { store, docs } = stores;
  const readModels = await startReadModels(store, docs, config.projections);
  const redis = await openRedis(config.redisUrl);
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
  const awaitReadModels = (position: bigint) => readModels.progress.waitFor(position, READ_MODELS_WAIT_MS);
  const workerSide = config.workers
    ? await startWorkerSide({ ...deps, docs, files, jobs, awaitReadModels }, { alerts: opts.alerts ?? true })
    : null;
  return {
    config,
    store,
    docs,
    files,
    projections: readModels.progress,
    redis,
    jobs,
    tokens,
    deps,
    async close() {
      await workerSide?.stop();
      await jobs.close();
      await readModels.stop();
      await stores.close();
      if (redis) await redis.quit();
    },
  };
}

/**
 * This process's projection runner, started, when it runs the projections; otherwise the read models declared (it
 * still reads them and their checkpoints) and read-your-writes waiting on the checkpoints another process stores.
 * Either way, the other API processes of a cluster are woken when projections commit, and wake this one.
 */
async function startReadModels(
  store: EventStore,
  docs: DocStore,
  runsProjections: boolean,
): Promise<{ progress: ReadModelProgress; stop(): Promise<void> }> {
  if (!runsProjections) {
    await declareReadModels(docs, allProjections);
    return { progress: storedProgress(docs, allProjections, clusterReadModelPeers), stop: async () => {} };
  }
  const runner = new ProjectionRunner(store, docs, allProjections, { peers: clusterReadModelPeers });
  await runner.start();
  return { progress: runner, stop: () => runner.stop() };
}
