import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './data-table.types';
import { buildExportSheet, exportFileName, toCsv, type TExportSheet } from './export-sheet';

interface Row {
  sku: string;
  title: string | null;
  net: string;
  netEstimated: boolean;
  units: string;
  day: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
  { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title },
  {
    id: 'net',
    header: 'Net sales',
    kind: 'money',
    currency: 'EUR',
    accessor: (row) => ({ value: row.net, isEstimated: row.netEstimated }),
    total: { value: '1000000000000000.01', isEstimated: true },
  },
  { id: 'units', header: 'Units', kind: 'units', accessor: (row) => row.units, total: '7' },
  { id: 'day', header: 'First sale', kind: 'date', accessor: (row) => row.day },
];

const rows: Row[] = [
  { sku: 'MUG-1', title: 'Mug, "large"', net: '-1234.50', netEstimated: false, units: '3', day: '2024-03-01' },
  {
    sku: 'CUP-2',
    title: '=HYPERLINK("x")',
    net: '1000000000000001.51',
    netEstimated: true,
    units: '4',
    day: '2024-02-29',
  },
  { sku: 'BAG-3', title: null, net: '0.10', netEstimated: false, units: '0', day: '2024-01-15' },
];

describe('buildExportSheet', () => {
  it('writes the given columns in their order, raw values, a status column and the totals', () => {
    const order = [columns[2]!, columns[0]!, columns[3]!];
    const sheet = buildExportSheet(order, rows, 'Totals (3 products)');
    expect(sheet.header).toEqual(['Net sales (EUR)', 'Net sales status', 'SKU', 'Units']);
    expect(sheet.rows.map((row) => row.map((cell) => cell?.value ?? null))).toEqual([
      ['-1234.50', 'final', 'MUG-1', '3'],
      ['1000000000000001.51', 'estimated', 'CUP-2', '4'],
      ['0.10', 'final', 'BAG-3', '0'],
      // The first column holds the label, whatever total it has; its status cell stays empty.
      ['Totals (3 products)', null, null, '7'],
    ]);
    expect(sheet.totalsRowIndex).toBe(3);
    expect(sheet.rows[0]![0]).toEqual({ type: 'number', value: '-1234.50', kind: 'money' });
  });

  it('adds no status column when nothing is estimated, and no totals row without a label', () => {
    const sheet = buildExportSheet([columns[0]!, columns[3]!], rows, undefined);
    expect(sheet.header).toEqual(['SKU', 'Units']);
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.totalsRowIndex).toBeNull();
  });
});

describe('toCsv', () => {
  it('quotes what needs it, keeps decimals exact and makes formulas inert', () => {
    const csv = toCsv(buildExportSheet([columns[0]!, columns[1]!, columns[2]!, columns[4]!], rows, 'Totals'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'SKU,Title,Net sales (EUR),Net sales status,First sale',
      'MUG-1,"Mug, ""large""",-1234.50,final,2024-03-01',
      `CUP-2,"'=HYPERLINK(""x"")",1000000000000001.51,estimated,2024-02-29`,
      'BAG-3,,0.10,final,2024-01-15',
      'Totals,,1000000000000000.01,estimated,',
      '',
    ]);
  });
});

describe('toCsv on user data', () => {
  it('makes every text cell inert where a spreadsheet would run it, dates too, and keeps numbers numbers', () => {
    const sheet = {
      header: ['=Header', 'SKU', 'File', 'Day', 'Net'],
      rows: [
        [
          { type: 'text', value: '@SUM(A1)' },
          { type: 'text', value: '-1+cmd|/C calc!A0' },
          { type: 'text', value: '\t=1' },
          { type: 'date', value: '=NOW()' },
          { type: 'number', value: '-5.25', kind: 'money' },
        ],
        [
          { type: 'text', value: '+44 20' },
          { type: 'text', value: '\r=2' },
          { type: 'text', value: 'report.csv' },
          { type: 'date', value: '2024-02-29' },
          { type: 'number', value: '+7', kind: 'units' },
        ],
      ],
      totalsRowIndex: null,
    } satisfies TExportSheet;
    expect(toCsv(sheet).slice(1).split('\r\n')).toEqual([
      "'=Header,SKU,File,Day,Net",
      "'@SUM(A1),'-1+cmd|/C calc!A0,'\t=1,'=NOW(),-5.25",
      `'+44 20,"'\r=2",report.csv,2024-02-29,7`,
      '',
    ]);
  });
});

describe('exportFileName', () => {
  it('is the table id and the local day of the export', () => {
    expect(exportFileName('profit-loss-products', 'xlsx', new Date(2026, 0, 5, 23, 59))).toBe(
      'profit-loss-products-2026-01-05.xlsx',
    );
  });
});
