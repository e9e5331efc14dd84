import type { TProfitLoss } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { InflateBudget, inflateZipEntry, listZipEntries } from '../../platform/files/zip-entries.ts';
import { statementCsv, statementXlsx } from './statement-report.ts';

// Line keys come from the product, not from users; the files are written so that text from any
// source stays text, which these statements with formula-like keys show.
const statement: TProfitLoss = {
  sellerId: 'seller',
  currency: 'USD',
  aggregationView: 'MONTHLY',
  basis: 'posted',
  brand: 'all',
  marketplace: null,
  from: '2024-02-01',
  to: '2024-03-31',
  periods: ['2024-02', '2024-03'],
  lines: [
    {
      key: '=HYPERLINK("http://x","y")',
      kind: 'ledger',
      isHighlighted: false,
      figures: [
        { amount: '10.00', status: 'final' },
        { amount: '-0.29', status: 'final' },
      ],
      total: { amount: '9.71', status: 'final' },
    },
    {
      key: '-netSales',
      kind: 'derived',
      isHighlighted: true,
      figures: [
        { amount: '-5.00', status: 'estimated' },
        { amount: '0.00', status: 'final' },
      ],
      total: { amount: '-5.00', status: 'estimated' },
    },
  ],
  rates: [],
  orderDating: null,
};

describe('statement files', () => {
  it('CSV: amounts stay numbers, negative ones too; formula-like text gets a quote', () => {
    expect(statementCsv(statement).split('\n')).toEqual([
      'line,2024-02,2024-03,total,status',
      `"'=HYPERLINK(""http://x"",""y"")",10.00,-0.29,9.71,final`,
      "'-netSales,-5.00,0.00,-5.00,estimated",
      '',
    ]);
  });

  it('XLSX: text is a string cell with no formula in the file, amounts are number cells', async () => {
    const bytes = await statementXlsx(statement);
    const sheetEntry = listZipEntries(bytes).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const sheetXml = inflateZipEntry(bytes, sheetEntry, new InflateBudget(1_000_000, 'too large')).toString();
    expect(sheetXml).toContain('<sheetData>');
    expect(sheetXml).not.toContain('<f>');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Profit and loss')!;
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://x","y")');
    expect(sheet.getCell('A3').value).toBe('-netSales');
    expect(sheet.getCell('C2').value).toBe(-0.29);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
  });
});
