import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TExportSheet } from './export-sheet';
import { buildXlsx, columnLetters, dateSerial } from './xlsx-workbook';
import { crc32 } from './zip-archive';

const sheet: TExportSheet = {
  header: ['SKU', 'Net sales (EUR)', 'Net sales status', 'Units', 'First sale'],
  rows: [
    [
      { type: 'text', value: 'MUG-1 <"&">' },
      { type: 'number', value: '-1234.50', kind: 'money' },
      { type: 'text', value: 'final' },
      { type: 'number', value: '3', kind: 'units' },
      { type: 'date', value: '2024-02-29' },
    ],
    [{ type: 'text', value: 'CUP-2\u0007\uD800' }, null, null, { type: 'number', value: '12', kind: 'units' }, null],
    [
      { type: 'text', value: 'Totals (2 products)' },
      { type: 'number', value: '-1234.50', kind: 'money' },
      { type: 'text', value: 'estimated' },
      { type: 'number', value: '15', kind: 'units' },
      null,
    ],
  ],
  totalsRowIndex: 2,
};

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook.getWorksheet(1)!;
}

describe('buildXlsx', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes a workbook a spreadsheet reads back: numbers as numbers, dates as dates, text as text', async () => {
    const worksheet = await readBack(await buildXlsx(sheet, 'Profit and loss per product'));
    expect(worksheet.name).toBe('Profit and loss per product');
    expect(worksheet.getRow(1).values).toEqual([undefined, ...sheet.header]);
    expect(worksheet.getCell('A2').value).toBe('MUG-1 <"&">');
    expect(worksheet.getCell('B2').value).toBe(-1234.5);
    expect(worksheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(worksheet.getCell('D2').value).toBe(3);
    expect(worksheet.getCell('E2').value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    // A control character XML cannot hold is dropped, the rest kept.
    expect(worksheet.getCell('A3').value).toBe('CUP-2');
    expect(worksheet.getCell('B3').value).toBeNull();
    expect(worksheet.getCell('A4').font?.bold).toBe(true);
    expect(worksheet.getCell('A2').font?.bold).not.toBe(true);
    expect(worksheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
  });

  it('writes text as inline strings, never formulas, whatever it starts with', async () => {
    const formulas = ['=HYPERLINK("http://x","y")', '+1+1', '-1+cmd|/C calc!A0', '@SUM(A1)'];
    const bytes = await buildXlsx(
      {
        header: ['=Header'],
        rows: [...formulas.map((value) => [{ type: 'text', value } as const]), [{ type: 'date', value: '=NOW()' }]],
        totalsRowIndex: null,
      },
      'T',
    );
    const worksheet = await readBack(bytes);
    for (const [index, value] of ['=Header', ...formulas, '=NOW()'].entries()) {
      expect(worksheet.getCell(`A${index + 1}`).type).toBe(ExcelJS.ValueType.String);
      expect(worksheet.getCell(`A${index + 1}`).value).toBe(value);
    }
  });

  it('keeps the exact decimal text in the number cell', async () => {
    const bytes = await buildXlsx(
      { header: ['Amount'], rows: [[{ type: 'number', value: '0.10', kind: 'money' }]], totalsRowIndex: null },
      'T',
    );
    const worksheet = await readBack(bytes);
    expect(worksheet.getCell('A2').value).toBe(0.1);
    expect(worksheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('stores the parts uncompressed where the browser cannot deflate, and is still read', async () => {
    const deflated = await buildXlsx(sheet, 'T');
    vi.stubGlobal('CompressionStream', undefined);
    const stored = await buildXlsx(sheet, 'T');
    // Byte 8 of the first local header is the method: 8 deflate, 0 stored.
    expect([deflated[8], stored[8]]).toEqual([8, 0]);
    expect(stored.length).toBeGreaterThan(deflated.length);
    expect((await readBack(stored)).getCell('B2').value).toBe(-1234.5);
  });
});

describe('workbook helpers', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('counts days from the spreadsheet epoch', () => {
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('2024-03-01')).toBe(45352);
    expect(dateSerial('2024-03-01T10:00:00Z')).toBeNull();
  });

  it('checksums entries with the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
