import { UNKNOWN } from '@domain/statistics/people';
import type { DocStore } from '../../projections/docStore';
import { STAT_FILES, type FileFact } from '../../projections/statistics/fileFacts';

import { eachBatch } from '../../projections/statistics/windows';
import type { ReportSheet, ReportWriter } from './report';
import { Days } from '../../projections/statistics/periods';

// What the formations and jobs reports share: the records active over the period, counts by criterion, the
// summary sheet, and the file numbers of a page of records.

/** The span a work fact counts as active over (projections/statistics/workFacts.ts). */
interface Active {
  _id: string;
  recipient_id: string;
  active_from: string;
  active_to: string | null;
}

/** Runs fn on the records of the collection active over the days, of the antenna (every antenna when null), a page at a time, earliest first. */
export async function eachActive<T extends Active>(
  docs: DocStore,
  collection: string,
  antennaId: string | null,
  days: Days,
  fn: (records: T[]) => void | Promise<void>,
): Promise<void> {
  const where = {
    ...(antennaId === null ? {} : { antenna_id: antennaId }),
    active_from: { $lte: days.last },
    $or: [{ active_to: null }, { active_to: { $gte: days.first } }],
  };
  await eachBatch(docs.collection<T>(collection), { where, sort: [['active_from', 1]] }, fn);
}

/** Counts per criterion and value (values of a list or reference ids: bounded, never records). */
export class CriterionCounts {
  private readonly counts = new Map<string, Map<string, number>>();

  add(criterion: string, value: string | null | undefined): void {
    const values = this.counts.get(criterion) ?? new Map<string, number>();
    const key = value || UNKNOWN;
    values.set(key, (values.get(key) ?? 0) + 1);
    this.counts.set(criterion, values);
  }

  of(criterion: string, value: string): number {
    return this.counts.get(criterion)?.get(value) ?? 0;
  }

  /** The values seen for a criterion. */
  values(criterion: string): string[] {
    return [...(this.counts.get(criterion)?.keys() ?? [])];
  }
}

/** The summary sheet of a work report: criterion, value, count. */
export async function summarySheet(out: ReportWriter, notes: string[]) {
  const sheet: ReportSheet = await out.sheet(
    'Synthèse',
    [
      { header: 'Critère', width: 20 },
      { header: 'Valeur', width: 36 },
      { header: 'Nombre', format: 'integer' },
    ],
    { notes },
  );
  return {
    /** A row of a total ('Formations actives', 'Embauchés'). */
    total: (label: string, count: number) => sheet.addTotalRow([label, null, count]),
    /** A row per value of a fixed list, in its order, zeros included. */
    async fixed(criterion: string, values: readonly string[], counts: CriterionCounts) {
      for (const value of values) await sheet.addRow([criterion, value, counts.of(criterion, value)]);
    },
    /** A row per reference-list entry seen, most frequent first, those without a value last. */
    async labelled(criterion: string, counts: CriterionCounts, labels: Map<string, string>) {
      const named = new Map<string, number>();
      for (const id of counts.values(criterion)) {
        const label = labels.get(id) ?? UNKNOWN;
        named.set(label, (named.get(label) ?? 0) + counts.of(criterion, id));
      }
      const ordered = [...named.keys()]
        .filter((label) => label !== UNKNOWN)
        .sort((a, b) => (named.get(b) ?? 0) - (named.get(a) ?? 0) || a.localeCompare(b, 'fr'));
      if (named.has(UNKNOWN)) ordered.push(UNKNOWN);
      for (const label of ordered) await sheet.addRow([criterion, label, named.get(label) ?? 0]);
    },
  };
}

/** The file numbers of the records' files. */
export async function fileNumbers(docs: DocStore, records: { recipient_id: string }[]): Promise<Map<string, number>> {
  const files = await docs.collection<FileFact>(STAT_FILES).getMany([...new Set(records.map((record) => record.recipient_id))]);
  return new Map(files.map((file) => [file._id, file.file_number]));
}

/** A yes/no cell. */
export const yesNo = (value: boolean | null | undefined) => (value ? 'Oui' : 'Non');
