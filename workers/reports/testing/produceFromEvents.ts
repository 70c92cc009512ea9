import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChoiceType } from '@domain/choices/types';
import type { MeetingFields } from '@domain/meetings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { SqliteDocStore } from '../../../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../../../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../../../infra/testing/tempDataDir';
import { allProjections } from '../../../projections';
import { rebuildProjections } from '../../../projections/rebuild';
import { statisticsProjection } from '../../../projections/statistics';
import { SPEC_META, on, type SpecEvent } from '../../../projections/testing/projectionSpec';
import type { ReportDefinition, ResolvedParams } from '../report';
import { produceXlsx } from '../xlsxWriter';
import { readXlsx, type ReadSheet } from './readXlsx';
import { buildMeeting } from '@domain/testing/builders';

// A report produced the way the job produces it, from events: they are appended to a real event store, the read
// models are rebuilt from them, the report is written to an XLSX file, and the file is read back.

// Every read model, the statistics facts included (whether or not the application lists them yet).
const PROJECTIONS = [...allProjections.filter((p) => p.name !== statisticsProjection.name), statisticsProjection];

/** The sheets of the report over these params once these events are recorded, and the progress it reported. */
export async function produceFromEvents(
  definition: ReportDefinition,
  events: SpecEvent[],
  params: ResolvedParams,
  today = '2026-02-01',
): Promise<{ sheets: ReadSheet[]; progress: number[] }> {
  const dir = tempDataDir();
  const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
  const docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
  try {
    for (const event of events) {
      const recorded = { id: event.id ?? randomUUID(), type: event.type, data: event.data, meta: { ...SPEC_META, ...event.meta } };
      await store.append(event.streamId, [recorded], 'any');
    }
    await rebuildProjections(store, docs, PROJECTIONS);
    const progress: number[] = [];
    const file = path.join(dir.path, 'report.xlsx');
    await produceXlsx(definition, { params, docs, today, progress: async (fraction) => void progress.push(fraction) }, file);
    return { sheets: await readXlsx(file), progress };
  } finally {
    await store.close();
    await docs.close();
    dir.remove();
  }
}

/** An event of a recipient file, recorded at an instant (its day in France dates what the form does not). */
export const fileEvent = (recipientId: string, event: RecipientEvent | { type: string; data: object }, at = SPEC_META.at) =>
  on(`recipient-${recipientId}`, event as RecipientEvent, { at });

/** A reference-list entry. */
export const choice = (id: string, type: ChoiceType, label: string) => on(`choice-${id}`, { type: 'ChoiceCreated', data: { type, label } });

/** A meeting as stored, present and in person unless told otherwise. */
export const meetingOf = (fields: Partial<MeetingFields> = {}): MeetingFields => buildMeeting({ date: '2025-01-15', ...fields });

/** The event adding that meeting to a file. */
export const meetingAdded = (recipientId: string, meetingId: string, fields: Partial<MeetingFields> = {}) =>
  fileEvent(recipientId, { type: 'MeetingAdded', data: { meeting_id: meetingId, meeting: meetingOf(fields) } });

/** The parameters of a report of 'ant-nord' over a period. */
export const nordParams = (start_date = '2025-01-01', end_date = '2025-03-31'): ResolvedParams => ({
  antenna_id: 'ant-nord',
  antenna_name: 'Antenne Nord',
  start_date,
  end_date,
});
