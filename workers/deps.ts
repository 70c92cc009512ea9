import type { CommandDeps } from '../commands/context';
import type { FileStore } from '../commands/fileStore';
import type { DocStore } from '../projections/docStore';
import type { Jobs } from './jobs';

/** What the jobs are performed with: the stores, the clock, the jobs port for their follow-ups. */
export interface WorkerDeps extends CommandDeps {
  docs: DocStore;
  files: FileStore;
  jobs: Jobs;
  /** Resolves true once the read models have applied every event up to position (false when they lag too long). */
  awaitReadModels(position: bigint): Promise<boolean>;
}
