import { stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { REPORT_LABELS } from '@domain/statistics/reportTypes';
import { isIsoDate } from '@domain/shared/validation';
import { paramsLine } from './format';
import type { CellFormat, ReportColumn, ReportContext, ReportDefinition, ReportSheet, ReportWriter, SheetOptions } from './report';

// Writes a report as an XLSX file with exceljs's streaming writer: each row is committed (written to the
// file's zip stream and forgotten) as soon as it is added, so a report of 50,000 rows costs the memory of one.

/** Excel's number formats of each kind of cell (Excel shows them with the reader's separators: '1 234,50 €'). */
export const NUMBER_FORMATS: Record<CellFormat, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  decimal: '#,##0.00',
  euro: '#,##0.00 "€"',
  percent: '0.0 %',
  date: 'dd/mm/yyyy',
};

/** Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ]. */
export const MAX_SHEET_NAME = 31;

/** A name Excel accepts, distinct from the names already used ('Détail', 'Détail (2)'). */
export function sheetName(wanted: string, used: Set<string>): string {
  const clean = wanted.replace(/[:\\/?*[\]]/g, '-').trim() || 'Feuille';
  let name = clean.slice(0, MAX_SHEET_NAME).trim();
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${clean.slice(0, MAX_SHEET_NAME - ` (${n})`.length).trim()} (${n})`;
  used.add(name.toLowerCase());
  return name;
}

type Value = string | number | null;

/** A cell's value as written: a YYYY-MM-DD day of a date column is a real date (midnight UTC, as Excel counts days). */
function cellValue(value: Value, format: CellFormat): ExcelJS.CellValue {
  if (value === null) return null;
  if (format === 'date' && typeof value === 'string' && isIsoDate(value)) return new Date(`${value}T00:00:00Z`);
  return value;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };

/** One sheet being written: rows are styled by their column's format and committed at once. */
class StreamedSheet implements ReportSheet {
  constructor(
    private readonly worksheet: ExcelJS.Worksheet,
    private readonly columns: ReportColumn[],
  ) {}

  async addRow(values: Value[]): Promise<void> {
    this.write(values, false);
  }

  async addTotalRow(values: Value[]): Promise<void> {
    this.write(values, true);
  }

  /** A line of text in the first cell (the title, the parameters, the notes). */
  line(text: string, font: Partial<ExcelJS.Font>): void {
    const row = this.worksheet.addRow([text]);
    row.font = font;
    row.commit();
  }

  header(): void {
    const row = this.worksheet.addRow(this.columns.map((column) => column.header));
    row.font = { bold: true };
    row.eachCell((cell) => (cell.fill = HEADER_FILL));
    row.commit();
  }

  private write(values: Value[], bold: boolean): void {
    const row = this.worksheet.addRow(values.map((value, i) => cellValue(value, this.columns[i]?.format ?? 'text')));
    this.columns.forEach((column, i) => {
      const numFmt = NUMBER_FORMATS[column.format ?? 'text'];
      if (numFmt && values[i] !== null && values[i] !== undefined) row.getCell(i + 1).numFmt = numFmt;
    });
    if (bold) row.font = { bold: true };
    row.commit();
  }
}

/** Runs a report's definition into an XLSX file at filePath (created or replaced); gives its size in bytes. */
export async function produceXlsx(definition: ReportDefinition, ctx: ReportContext, filePath: string): Promise<{ size: number }> {
  // Loaded with the first report, not at start: exceljs alone is about 28 MB of resident memory.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Accueil';
  const title = REPORT_LABELS[definition.type];
  const used = new Set<string>();
  let open: ExcelJS.Worksheet | null = null;
  const writer: ReportWriter = {
    async sheet(name: string, columns: ReportColumn[], opts: SheetOptions = {}) {
      if (open) open.commit();
      const headerRow = 3 + (opts.notes?.length ?? 0);
      open = workbook.addWorksheet(sheetName(name, used), { views: [{ state: 'frozen', ySplit: headerRow }] });
      open.columns = columns.map((column) => ({ width: column.width ?? Math.max(12, column.header.length + 2) }));
      const sheet = new StreamedSheet(open, columns);
      sheet.line(title, { bold: true, size: 14 });
      sheet.line(paramsLine(ctx.params), { italic: false });
      for (const note of opts.notes ?? []) sheet.line(note, { italic: true });
      sheet.header();
      return sheet;
    },
  };
  await definition.write(ctx, writer);
  await workbook.commit();
  return { size: (await stat(filePath)).size };
}
