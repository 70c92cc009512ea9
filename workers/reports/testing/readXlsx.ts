import ExcelJS from 'exceljs';

// Reads a produced report back, so that tests check its cells one by one: values as Excel holds them (dates as
// Date at midnight UTC), with each cell's number format and which rows are bold.

/** A cell's value as read: text, a number, a date, or null when empty. */
export type ReadCell = string | number | Date | null;

/** One sheet read back: rows from the first (the title), each trimmed of its empty cells at the end. */
export interface ReadSheet {
  name: string;
  rows: ReadCell[][];
  /** Number formats by row and column (null: none). */
  formats: (string | null)[][];
  /** Indexes (0-based) of the rows written in bold. */
  boldRows: number[];
}

const valueOf = (value: ExcelJS.CellValue): ReadCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  throw new Error(`unexpected cell value ${JSON.stringify(value)}`);
};

/** The sheets of an XLSX file, in order. */
export async function readXlsx(filePath: string): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  return workbook.worksheets.map((worksheet) => {
    const rows: ReadCell[][] = [];
    const formats: (string | null)[][] = [];
    const boldRows: number[] = [];
    for (let r = 1; r <= worksheet.rowCount; r++) {
      const row = worksheet.getRow(r);
      const cells = Array.from({ length: row.cellCount }, (_, c) => row.getCell(c + 1));
      while (cells.length > 0 && valueOf(cells[cells.length - 1].value) === null) cells.pop();
      rows.push(cells.map((cell) => valueOf(cell.value)));
      formats.push(cells.map((cell) => cell.numFmt || null));
      if (row.font?.bold || cells.some((cell) => cell.font?.bold)) boldRows.push(r - 1);
    }
    return { name: worksheet.name, rows, formats, boldRows };
  });
}

/** A day as a date cell reads back. */
export const day = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** The sheet of that name (the test fails when it is missing). */
export function sheetNamed(sheets: ReadSheet[], name: string): ReadSheet {
  const found = sheets.find((sheet) => sheet.name === name);
  if (!found) throw new Error(`no sheet '${name}' among ${sheets.map((sheet) => sheet.name).join(', ')}`);
  return found;
}
