import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsxFixture, cogsFixtureRow, withDeclaredSheetSize } from '../../test/xlsx-fixture.ts';
import { readXlsxRows, XlsxLimitError, type XlsxCell } from './xlsx-rows.ts';

const roomy = { maxUncompressedBytes: 64 * 1024 * 1024, maxRows: 1_000_000 };

async function rowsOf(archive: Buffer, limits = roomy) {
  const rows: Array<{ row: number; cells: XlsxCell[] }> = [];
  await readXlsxRows(archive, limits, (row, cells) => rows.push({ row, cells }));
  return rows;
}

async function refusal(archive: Buffer, limits: typeof roomy, onRow: () => void = () => {}) {
  const error = await readXlsxRows(archive, limits, onRow).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(XlsxLimitError);
  return (error as XlsxLimitError).reason;
}

describe('readXlsxRows', () => {
  it('reads what a spreadsheet program writes: shared and rich strings, numbers, dates, formulas, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Costs');
    workbook.addWorksheet('Other').addRow(['not read']);
    sheet.addRow(['sku', 'cost', 'valid from']);
    sheet.addRow(['MUG-1', 2.5, new Date(Date.UTC(2025, 0, 15))]);
    sheet.addRow([
      { richText: [{ text: 'CUP' }, { text: '-2', font: { bold: true } }] },
      { formula: '1+1', result: 2 },
    ]);
    sheet.addRow([]);
    sheet.getCell('A5').value = true;
    sheet.getCell('D5').value = '=not a formula';
    const archive = Buffer.from(await workbook.xlsx.writeBuffer());

    expect(await rowsOf(archive)).toEqual([
      { row: 1, cells: ['sku', 'cost', 'valid from'] },
      { row: 2, cells: ['MUG-1', 2.5, new Date(Date.UTC(2025, 0, 15))] },
      { row: 3, cells: ['CUP-2', 2] },
      { row: 5, cells: ['true', null, null, '=not a formula'] },
    ]);
  });

  it('reads rows and cells written without references, in order', async () => {
    const archive = await buildXlsxFixture({ rowCount: 3, cellsOf: cogsFixtureRow, withReferences: false });
    expect((await rowsOf(archive)).map((entry) => entry.row)).toEqual([1, 2, 3]);
  });

  it('stops at the first row past the limit, without reading the rest', async () => {
    const archive = await buildXlsxFixture({ rowCount: 200_000, cellsOf: cogsFixtureRow });
    let seen = 0;
    const started = performance.now();
    const reason = await refusal(archive, { ...roomy, maxRows: 1_000 }, () => (seen += 1));
    expect(reason).toBe('too-many-rows');
    expect(seen).toBe(1_000);
    console.log(`200,000 rows refused at row 1,001 in ${Math.round(performance.now() - started)} ms`);
  });

  it('refuses, before inflating, a workbook that declares more bytes than the budget', async () => {
    const same = ['SKU-1', 1.5, 'USD', '2025-01-01'];
    const archive = await buildXlsxFixture({
      rowCount: 300_000,
      cellsOf: (row) => (row === 1 ? cogsFixtureRow(1) : same),
      withReferences: false,
    });
    let seen = 0;
    expect(await refusal(archive, { ...roomy, maxUncompressedBytes: 1024 * 1024 }, () => (seen += 1))).toBe(
      'too-large',
    );
    expect(seen).toBe(0);
  });

  it('stops inflating a part that produces more than it declares', async () => {
    const same = ['SKU-1', 1.5, 'USD', '2025-01-01'];
    const cellsOf = (row: number) => (row === 1 ? cogsFixtureRow(1) : same);
    const lying = withDeclaredSheetSize(
      await buildXlsxFixture({ rowCount: 300_000, cellsOf, withReferences: false }),
      5_000,
    );
    let seen = 0;
    expect(await refusal(lying, roomy, () => (seen += 1))).toBe('unreadable');
    // The header and the rows of the first 5,000 bytes at most, of 300,000.
    expect(seen).toBeLessThan(100);
  });

  it('refuses what is not a workbook', async () => {
    expect(await refusal(Buffer.from('PK\u0003\u0004 but nothing else'), roomy)).toBe('unreadable');
    const notXml = await buildXlsxFixture({ rowCount: 1, cellsOf: () => ['x'] });
    const broken = Buffer.from(notXml);
    // Corrupts the first stored part (the content types), which the reader does not need, then the workbook's.
    broken.write('<<<<', broken.indexOf('<workbook'));
    expect(await refusal(broken, roomy)).toBe('unreadable');
  });
});
