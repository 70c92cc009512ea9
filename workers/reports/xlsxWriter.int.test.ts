import path from 'node:path';
import { statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import type { ReportContext, ReportDefinition } from './report';
import { day, readXlsx } from './testing/readXlsx';
import { MAX_SHEET_NAME, produceXlsx, sheetName } from './xlsxWriter';

let dir: ReturnType<typeof tempDataDir>;
let docs: SqliteDocStore;
let ctx: ReportContext;

beforeEach(() => {
  dir = tempDataDir();
  docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
  ctx = {
    params: { antenna_id: 'ant-nord', antenna_name: 'Antenne Nord', start_date: '2025-01-01', end_date: '2025-12-31' },
    docs,
    today: '2026-02-01',
    progress: async () => {},
  };
});

afterEach(async () => {
  await docs.close();
  dir.remove();
});

const definition: ReportDefinition = {
  type: 'meeting_statistics',
  async write(_ctx, out) {
    const sheet = await out.sheet(
      'Une feuille au nom beaucoup trop long pour Excel',
      [
        { header: 'Libellé' },
        { header: 'Nombre', format: 'integer' },
        { header: 'Montant', format: 'euro' },
        { header: 'Part', format: 'percent' },
        { header: 'Date', format: 'date' },
        { header: 'Moyenne', format: 'decimal' },
      ],
      { notes: ['Une note qui dit ce que les chiffres comptent.'] },
    );
    await sheet.addRow(['Première', 3, 12.5, 0.25, '2025-03-04', 1.5]);
    await sheet.addRow(['Vide', 0, null, null, null, null]);
    await sheet.addTotalRow(['TOTAL', 3, 12.5, 1, null, null]);
    const second = await out.sheet('Thèmes: [a/b]', [{ header: 'Thème' }]);
    await second.addRow(['Santé']);
  },
};

describe('produceXlsx', () => {
  it('writes the title, the parameters, the notes, the header, then typed cells', async () => {
    const file = path.join(dir.path, 'rapport.xlsx');
    const { size } = await produceXlsx(definition, ctx, file);
    expect(size).toBe(statSync(file).size);
    const [first, second] = await readXlsx(file);
    expect(first.name).toBe('Une feuille au nom beaucoup tro');
    expect(first.rows).toEqual([
      ['Entretiens et aides'],
      ['Antenne : Antenne Nord — Période du 01/01/2025 au 31/12/2025'],
      ['Une note qui dit ce que les chiffres comptent.'],
      ['Libellé', 'Nombre', 'Montant', 'Part', 'Date', 'Moyenne'],
      ['Première', 3, 12.5, 0.25, day('2025-03-04'), 1.5],
      ['Vide', 0],
      ['TOTAL', 3, 12.5, 1],
    ]);
    expect(first.formats[4]).toEqual([null, '#,##0', '#,##0.00 "€"', '0.0 %', 'dd/mm/yyyy', '#,##0.00']);
    expect(first.boldRows).toEqual([0, 3, 6]);
    expect(second.name).toBe('Thèmes- -a-b-');
    expect(second.rows.slice(2)).toEqual([['Thème'], ['Santé']]);
  });
});

describe('sheetName', () => {
  it('keeps names within 31 characters and distinct', () => {
    const used = new Set<string>();
    const long = 'x'.repeat(40);
    expect(sheetName(long, used)).toBe('x'.repeat(MAX_SHEET_NAME));
    expect(sheetName(long, used)).toBe(`${'x'.repeat(MAX_SHEET_NAME - 4)} (2)`);
    expect(sheetName('Détail', used)).toBe('Détail');
    expect(sheetName('détail', used)).toBe('détail (2)');
  });
});
