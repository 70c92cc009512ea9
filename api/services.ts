import type { Redis } from 'ioredis';
import type { AuthDeps } from '../commands/auth/login';
import type { EventStore } from '../commands/eventStore';
import type { FileStore } from '../commands/fileStore';
import type { JwtTokens } from '../infra/auth/tokens';
import type { Config } from '../infra/config';
import type { DocStore } from '../projections/docStore';
import type { ReadModelProgress } from '../projections/runner';
import type { Jobs } from '../workers/jobs';

/** Everything the HTTP layer works with, built once per process by the composition root (app/services.ts). */
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
