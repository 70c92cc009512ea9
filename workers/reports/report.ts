import type { ReportType } from '@domain/statistics/reportTypes';
import type { DocStore } from '../../projections/docStore';

// What a statistics report is written against: its resolved parameters, the statistics read model
// (projections/statistics), and a writer of sheets. Rows are written as they are computed, so that a
// report never holds the whole data set (or the event history) in memory.

/** A report's parameters as the job runs it: the antenna (null: all) and the period, both days included. */
export interface ResolvedParams {
  antenna_id: string | null;
  /** The antenna's name, or 'Toutes les antennes'. */
  antenna_name: string;
  start_date: string;
  end_date: string;
}

/** How a column's cells are written and formatted in the XLSX file. */
export type CellFormat = 'text' | 'integer' | 'decimal' | 'euro' | 'percent' | 'date';

export interface ReportColumn {
  header: string;
  format?: CellFormat;
  width?: number;
}

/** One sheet being written: rows go out in order. Dates are passed as YYYY-MM-DD strings, percents as fractions (0.5 = 50 %). */
export interface ReportSheet {
  addRow(values: (string | number | null)[]): Promise<void>;
  /** A row in bold (a 'TOTAL' line). */
  addTotalRow(values: (string | number | null)[]): Promise<void>;
}

/** What a sheet says before its header row, besides the report's title and parameters. */
export interface SheetOptions {
  /** Lines under the parameters: what the figures count (who is 'followed', which records are 'active'). */
  notes?: string[];
}

export interface ReportWriter {
  /** Opens the next sheet (the previous one is closed); a title line, the parameters and the notes come first. */
  sheet(name: string, columns: ReportColumn[], opts?: SheetOptions): Promise<ReportSheet>;
}

/** What a report's function is handed. */
export interface ReportContext {
  params: ResolvedParams;
  /** The read models, statistics facts included (a store, so that the read models' own queries take it). */
  docs: DocStore;
  /** The day the report is produced (for ages, states 'today'). */
  today: string;
  /** Reports how far the report is, 0 to 1. */
  progress(fraction: number): Promise<void>;
}

/** A report type: its function writes its sheets. */
export interface ReportDefinition {
  type: ReportType;
  write(ctx: ReportContext, out: ReportWriter): Promise<void>;
}
