import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { bcryptHasher } from '../../infra/auth/passwords';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { DiskFileStore } from '../../infra/filestore/diskFileStore';
import { InProcessJobs } from '../../infra/jobs/inProcessJobs';
import type { JobsOptions } from '../../infra/jobs/settings';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import { allProjections } from '../../projections';
import type { Projection } from '../../projections/projection';
import { ProjectionRunner } from '../../projections/runner';
import type { WorkerDeps } from '../deps';

/** Real stores of a worker test on a temp directory, the runner of their read models (not started), and the deps jobs are performed with. */
export interface WorkerStores {
  /** The temp data directory. */
  dir: string;
  store: SqliteEventStore;
  docs: SqliteDocStore;
  runner: ProjectionRunner;
  deps: WorkerDeps;
  /** Stops the jobs and the runner, closes the stores and removes the directory. */
  close(): Promise<void>;
}

export function openWorkerStores(opts: {
  clock: () => Date;
  /** How jobs wait for the read models, given their runner. */
  awaitReadModels: (runner: ProjectionRunner) => WorkerDeps['awaitReadModels'];
  projections?: Projection[];
  jobs?: JobsOptions;
}): WorkerStores {
  const dir = tempDataDir();
  const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
  const runner = new ProjectionRunner(store, docs, opts.projections ?? allProjections);
  const deps: WorkerDeps = {
    store,
    docs,
    files: new DiskFileStore(path.join(dir.path, 'files')),
    jobs: new InProcessJobs(opts.jobs),
    clock: opts.clock,
    newId: randomUUID,
    passwords: bcryptHasher(4),
    awaitReadModels: opts.awaitReadModels(runner),
  };
  const close = async () => {
    await deps.jobs.close();
    await runner.stop();
    await docs.close();
    await store.close();
    dir.remove();
  };
  return { dir: dir.path, store, docs, runner, deps, close };
}
