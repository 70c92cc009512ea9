import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { RecipientRow } from '../../projections/recipients';
import type { JobRun } from '../jobs';
import type { WorkerDeps } from '../deps';
import { evaluateFile } from './evaluateFile';

/** The payload of 'alerts.sweep': none to start a sweep; its parts carry the sweep they belong to and the last file number judged. */
export interface SweepPayload {
  sweep?: string;
  after?: number;
}

/** Files judged by one sweep job before it hands the rest to the next one. */
const CHUNK = 200;

/** The job id of a sweep's part after a file number: a retried part hands over to the same next part (a scheduled job's id holds ':'). */
const partJobId = (sweep: string, after: number) => `alerts-sweep-${sweep.replaceAll(':', '_')}-${after}`;

/**
 * The daily sweep (and the one at start): judges every file's alerts on the day, so that alerts due
 * while no event touched their file, or while the workers were down, are raised, and stale ones
 * archived. It goes through the files by number, CHUNK at a time, each part a job of its own (resumed
 * where it stopped after a crash, never the whole list in memory).
 */
export function sweepAlerts(deps: WorkerDeps) {
  const evaluate = evaluateFile(deps);
  return async (payload: unknown, run: JobRun) => {
    const { sweep = run.id, after = 0 } = payload as SweepPayload;
    const files = deps.docs.collection<RecipientRow>('recipients');
    // Not counted: counting the files left at every part made a sweep quadratic in the number of files.
    const { items } = await files.find({
      where: { file_number: { $gt: after } },
      sort: [['file_number', 1]],
      limit: CHUNK,
      select: ['file_number'],
      total: false,
    });
    for (const [index, file] of items.entries()) {
      await evaluate({ recipient_id: file._id });
      // In the API's process (embedded stores, synchronous), requests are answered between two files.
      await eventLoopTurn();
      await run.progress(Math.round(((index + 1) / items.length) * 100));
    }
    const last = items.at(-1)?.file_number;
    if (last !== undefined && items.length === CHUNK)
      await deps.jobs.enqueue('alerts.sweep', { sweep, after: last } satisfies SweepPayload, { jobId: partJobId(sweep, last) });
    return { files: items.length };
  };
}
