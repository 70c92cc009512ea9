import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recipientCreated } from '@domain/testing/builders';
import type { Statistic } from '@domain/statistics/reportTypes';
import type { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { allProjections } from '../../projections';
import { statisticsProjection } from '../../projections/statistics';
import type { WorkerDeps } from '../deps';
import type { JobRun } from '../jobs';
import { openWorkerStores, type WorkerStores } from '../testing/workerStores';
import { produceReport, reportEventId, XLSX_TYPE, type ReportPayload } from './produceReport';
import { readXlsx } from './testing/readXlsx';
import { meetingAdded } from './testing/produceFromEvents';

let store: SqliteEventStore;
let stores: WorkerStores;
let deps: WorkerDeps;
let readModelsUpToDate = true;

beforeEach(async () => {
  readModelsUpToDate = true;
  stores = openWorkerStores({
    clock: () => new Date('2026-02-01T09:00:00.000Z'),
    projections: [...allProjections.filter((p) => p.name !== statisticsProjection.name), statisticsProjection],
    awaitReadModels: (runner) => async (position) => readModelsUpToDate && runner.waitFor(position),
  });
  ({ store, deps } = stores);
  await stores.runner.start();
});

afterEach(async () => {
  await stores.close();
});

const statistic: Statistic = {
  type: 'meeting_statistics',
  params: { antenna_id: 'ant-nord', start_date: '2025-01-01', end_date: '2025-01-31' },
};

/** Records a file of Nord with one meeting in January 2025; gives the log's head. */
async function recordMeeting(): Promise<string> {
  for (const event of [{ streamId: 'recipient-r1', ...recipientCreated({}, 1) }, meetingAdded('r1', 'm1', { date: '2025-01-15' })])
    await store.append(
      event.streamId,
      [{ id: randomUUID(), type: event.type, data: event.data, meta: { userId: 'u-nord', at: '2026-01-10T10:00:00.000Z' } }],
      'any',
    );
  return String(await store.headPosition());
}

/** A run of a job as an adapter hands it, with the progress it reports. */
const runOf = (id: string, reported: number[]): JobRun => ({ id, attempt: 1, progress: async (percent) => void reported.push(percent) });

describe('reports.produce', () => {
  it('produces the XLSX from the read models once they hold the writes, stores it, records who asked for what', async () => {
    const payload: ReportPayload = { statistic, requested_by: 'u-nord', antenna_name: 'Antenne Nord', position: await recordMeeting() };
    const reported: number[] = [];
    const result = await produceReport(deps)(payload, runOf('job-1', reported));
    const filename = 'Statistiques - Entretiens et aides - Antenne Nord - 2025-01-01_2025-01-31.xlsx';
    expect(result).toEqual({ file_id: expect.stringMatching(/^[0-9a-f]{64}$/), filename, size: expect.any(Number) });
    const stored = await deps.files.get(result.file_id);
    expect([stored?.name, stored?.contentType, stored?.size]).toEqual([filename, XLSX_TYPE, result.size]);
    const copy = path.join(stores.dir, 'copy.xlsx');
    writeFileSync(copy, stored?.bytes ?? new Uint8Array());
    const [months] = await readXlsx(copy);
    expect(months.rows.slice(5)).toEqual([
      ['janvier 2025', 1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0],
      ['TOTAL', 1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0],
    ]);
    const events = await store.readStream('statistic-job-1');
    expect(events.map((event) => [event.id, event.type, event.meta.userId])).toEqual([
      [reportEventId('job-1'), 'StatisticReportProduced', 'u-nord'],
    ]);
    expect(events[0].data).toEqual({
      requested_by: 'u-nord',
      type: 'meeting_statistics',
      params: statistic.params,
      antenna_name: 'Antenne Nord',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      file_id: result.file_id,
      filename,
      size: result.size,
      sha256: result.file_id,
    });
    expect(reported.at(-1)).toBe(100);
    expect([...reported].sort((a, b) => a - b)).toEqual(reported);
  });

  it('gives the recorded file again when a job is retried after recording it, and records nothing more', async () => {
    const payload: ReportPayload = { statistic, requested_by: 'u-nord', antenna_name: 'Antenne Nord', position: await recordMeeting() };
    const first = await produceReport(deps)(payload, runOf('job-2', []));
    const again = await produceReport(deps)(payload, { ...runOf('job-2', []), attempt: 2 });
    expect(again).toEqual(first);
    expect(await store.readStream('statistic-job-2')).toHaveLength(1);
  });

  it('fails, to be retried, while the read models lag behind the writes the report must see', async () => {
    readModelsUpToDate = false;
    const payload: ReportPayload = { statistic, requested_by: 'u-nord', antenna_name: 'Antenne Nord', position: await recordMeeting() };
    await expect(produceReport(deps)(payload, runOf('job-3', []))).rejects.toThrow(/read models behind/);
    expect(await store.readStream('statistic-job-3')).toEqual([]);
  });
});
