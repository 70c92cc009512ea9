import { applyChanges, type FieldChanges } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import type { ApplicationFields, FormationFields } from '@domain/work/fields';
import type { RecordedEvent } from '../../commands/eventStore';
import type { DocSession } from '../docStore';
import type { Projection } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna } from './fileFacts';

// Formations and jobs (applications) of the Formation/Emploi tab, as the restricted reports count them. Each
// carries the span it was active over: from its start (else its application, else the day it was recorded) to its
// effective end (else its planned end, else the day it was ended by 'terminated'); open while none is known.

/** When a record was recorded and ended, and the span it counts as active over (active_to null: still open). */
interface WorkSpan {
  _id: string;
  recipient_id: string;
  /** The file's antenna when the record was added. */
  antenna_id: string;
  recorded_on: string;
  terminated_on: string | null;
  active_from: string;
  active_to: string | null;
}

const FORMATION_FIELDS = [
  'type',
  'domain',
  'name',
  'status',
  'application_date',
  'start_date',
  'end_date',
  'effective_end_date',
  'participation',
  'terminated',
  'in_detention',
  'drive_license',
] as const satisfies readonly (keyof FormationFields)[];

const APPLICATION_FIELDS = [
  'name',
  'domain',
  'type',
  'contract_type',
  'status',
  'company',
  'city',
  'salary',
  'application_date',
  'start_date',
  'end_date',
  'effective_end_date',
  'terminated',
  'in_detention',
] as const satisfies readonly (keyof ApplicationFields)[];

/** A formation as the reports count it. */
export type FormationFact = WorkSpan & Pick<FormationFields, (typeof FORMATION_FIELDS)[number]>;
/** A job applied for or held, as the reports count it. */
export type ApplicationFact = WorkSpan & Pick<ApplicationFields, (typeof APPLICATION_FIELDS)[number]>;

export const STAT_FORMATIONS = 'stat_formations';
export const STAT_APPLICATIONS = 'stat_applications';

type Dated = Omit<WorkSpan, 'active_from' | 'active_to'> & {
  start_date?: string | null;
  application_date?: string | null;
  end_date?: string | null;
  effective_end_date?: string | null;
  terminated: boolean;
};

/** The record with its active span recomputed from its dates. */
function withSpan<T extends Dated>(fact: T): T & WorkSpan {
  const active_from = fact.start_date || fact.application_date || fact.recorded_on;
  const active_to = fact.effective_end_date || fact.end_date || (fact.terminated ? fact.terminated_on : null);
  return { ...fact, active_from, active_to };
}

const dayOf = (event: RecordedEvent) => frenchDay(new Date(event.meta.at));
// Yes/no fields left out of a record read as no; any other field left out as blank.
const FLAGS = new Set(['terminated', 'in_detention', 'drive_license']);
const pick = (record: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, record[field] ?? (FLAGS.has(field) ? false : null)]));

type Handler = (event: RecordedEvent, tx: DocSession) => Promise<void>;

/** The handlers of a kind of record: added, changed (only the kept fields), deleted. */
function recordHandlers(prefix: string, collection: string, fields: readonly string[]): Record<string, Handler> {
  return {
    async [`${prefix}Added`](event, tx) {
      const { record_id, record } = event.data as { record_id: string; record: Record<string, unknown> };
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      const kept = pick(record, fields) as unknown as Dated;
      const on = dayOf(event);
      const fact = { ...kept, _id: record_id, recipient_id, antenna_id, recorded_on: on, terminated_on: kept.terminated ? on : null };
      await tx.collection(collection).put(withSpan(fact));
    },
    async [`${prefix}Changed`](event, tx) {
      const { record_id, changes } = event.data as { record_id: string; changes: FieldChanges };
      const facts = tx.collection<WorkSpan & Dated>(collection);
      const fact = await facts.get(record_id);
      if (!fact) return;
      const kept = Object.fromEntries(Object.entries(changes).filter(([field]) => fields.includes(field)));
      const next = applyChanges(fact, kept);
      const terminated_on = next.terminated && !fact.terminated ? dayOf(event) : next.terminated ? fact.terminated_on : null;
      await facts.put(withSpan({ ...next, terminated_on }));
    },
    async [`${prefix}Deleted`](event, tx) {
      await tx.collection(collection).delete((event.data as { record_id: string }).record_id);
    },
  };
}

/** Formations and jobs of the files. */
export const workFacts: FactModule = {
  collections: [
    { name: STAT_FORMATIONS, indexes: [['antenna_id', 'active_from'], 'active_from', 'recipient_id'] },
    { name: STAT_APPLICATIONS, indexes: [['antenna_id', 'active_from'], 'active_from', 'recipient_id'] },
  ],
  handles: {
    ...recordHandlers('Formation', STAT_FORMATIONS, FORMATION_FIELDS),
    ...recordHandlers('Application', STAT_APPLICATIONS, APPLICATION_FIELDS),
    async ApplicationArchived(event, tx) {
      const facts = tx.collection<ApplicationFact>(STAT_APPLICATIONS);
      const fact = await facts.get((event.data as { record_id: string }).record_id);
      if (fact && !fact.terminated) await facts.put(withSpan({ ...fact, terminated: true, terminated_on: dayOf(event) }));
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_FORMATIONS, STAT_APPLICATIONS]);
    },
  } satisfies Projection['handles'],
};
