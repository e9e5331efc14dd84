import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FlatFileHeader } from '../settlement/settlement-format.ts';
import {
  FBA_INVENTORY_REPORT_COLUMNS,
  parseFbaInventoryLine,
  readFbaInventoryHeader,
  type ParsedFbaInventoryLine,
} from './fba-inventory-report.ts';

const HEADER = FBA_INVENTORY_REPORT_COLUMNS.join('\t');

function header(line = HEADER): FlatFileHeader {
  const result = readFbaInventoryHeader(line);
  if (!result.ok) throw new Error(result.reason);
  return result.header;
}

const rowText = (cells: Record<string, string>, columns: readonly string[] = FBA_INVENTORY_REPORT_COLUMNS) =>
  columns.map((name) => cells[name] ?? '').join('\t');

const mug = {
  sku: 'MUG-1',
  fnsku: 'X0001MUG01',
  asin: 'B000000001',
  'product-name': 'Stoneware mug, 350 ml',
  condition: 'New',
  'your-price': '12.99',
  'mfn-listing-exists': 'No',
  'mfn-fulfillable-quantity': '',
  'afn-listing-exists': 'Yes',
  'afn-warehouse-quantity': '57',
  'afn-fulfillable-quantity': '50',
  'afn-unsellable-quantity': '3',
  'afn-reserved-quantity': '4',
  'afn-total-quantity': '87',
  'per-unit-volume': '0.05',
  'afn-inbound-working-quantity': '10',
  'afn-inbound-shipped-quantity': '12',
  'afn-inbound-receiving-quantity': '8',
  'afn-researching-quantity': '1',
  'afn-reserved-future-supply': '0',
  'afn-future-supply-buyable': '0',
};

const parse = (text: string, line = 2, at = header()): ParsedFbaInventoryLine => parseFbaInventoryLine(at, text, line);

describe('FBA inventory report header', () => {
  it('is recognised by name, in any order and case, with a BOM and CRLF', () => {
    const columns = [...FBA_INVENTORY_REPORT_COLUMNS].reverse().map((name) => name.toUpperCase());
    const result = readFbaInventoryHeader(`\uFEFF${columns.join('\t')}\r`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.header.columns.get('sku')).toBe(FBA_INVENTORY_REPORT_COLUMNS.length - 1);
    expect(result.header.width).toBe(FBA_INVENTORY_REPORT_COLUMNS.length);
  });

  it('refuses another report, and names a required column the header lacks', () => {
    expect(readFbaInventoryHeader('amazon-order-id\tpurchase-date\tsku')).toEqual({
      ok: false,
      reason: expect.stringContaining('This is not an FBA inventory report'),
    });
    expect(readFbaInventoryHeader('sku\tasin\tafn-total-quantity')).toEqual({
      ok: false,
      reason: 'The header lacks the column(s) afn-fulfillable-quantity',
    });
  });
});

describe('FBA inventory report rows', () => {
  it('maps the report quantities to the stored figures', () => {
    expect(parse(rowText(mug), 7)).toEqual({
      kind: 'row',
      row: {
        line: 7,
        sku: 'MUG-1',
        fnsku: 'X0001MUG01',
        asin: 'B000000001',
        productName: 'Stoneware mug, 350 ml',
        condition: 'New',
        isFbaListing: true,
        fulfillable: 50,
        inboundWorking: 10,
        inboundShipped: 12,
        inboundReceiving: 8,
        reserved: 4,
        unfulfillable: 3,
        researching: 1,
        total: 87,
      },
    });
  });

  it('reads empty quantity cells as 0, and an old layout without the inbound columns', () => {
    const old = ['sku', 'asin', 'afn-listing-exists', 'afn-fulfillable-quantity', 'afn-total-quantity'];
    const parsed = parse(
      rowText({ sku: 'OLD-1', 'afn-fulfillable-quantity': '', 'afn-total-quantity': '5' }, old),
      3,
      header(old.join('\t')),
    );
    expect(parsed.kind).toBe('row');
    if (parsed.kind !== 'row') return;
    expect(parsed.row).toMatchObject({
      sku: 'OLD-1',
      asin: null,
      fulfillable: 0,
      inboundWorking: 0,
      total: 5,
      isFbaListing: true,
    });
  });

  it('marks a SKU the report says is not an FBA listing', () => {
    const parsed = parse(rowText({ ...mug, 'afn-listing-exists': 'No', 'afn-total-quantity': '0' }));
    expect(parsed.kind === 'row' && parsed.row.isFbaListing).toBe(false);
  });

  it('skips blank lines and repeated headers, also in another case', () => {
    expect(parse('')).toEqual({ kind: 'skip' });
    expect(parse('\t\t\r')).toEqual({ kind: 'skip' });
    expect(parse(HEADER.toUpperCase())).toEqual({ kind: 'skip' });
  });

  it('refuses a malformed line with its line number and reason', () => {
    expect(parse(rowText({ ...mug, sku: '' }), 4)).toEqual({ kind: 'error', line: 4, reason: 'sku is empty' });
    expect(parse(rowText({ ...mug, 'afn-reserved-quantity': '4.5' }), 5)).toEqual({
      kind: 'error',
      line: 5,
      reason: 'afn-reserved-quantity: quantity "4.5" is not a whole number',
    });
    expect(parse(`${rowText(mug)}\textra`, 6)).toEqual({
      kind: 'error',
      line: 6,
      reason: `the line has ${FBA_INVENTORY_REPORT_COLUMNS.length + 1} columns, the header has ${FBA_INVENTORY_REPORT_COLUMNS.length}`,
    });
    expect(parse(`MUG-1\u0000`, 8)).toMatchObject({ kind: 'error', line: 8 });
  });
});

// Airbyte's template of the report (SOURCES.md §4): its header written three times.
const TEMPLATE = new URL(
  '../../../../../shared/samples/airbyte-source-amazon-seller-partner/GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA.csv',
  import.meta.url,
);

describe.skipIf(!existsSync(TEMPLATE))('FBA inventory report template (../shared/samples)', () => {
  it('has every column this parser knows, and its repeated header rows are skipped', () => {
    const [first = '', ...rest] = readFileSync(TEMPLATE, 'utf8').split('\n');
    const result = readFbaInventoryHeader(first);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.header.columns.keys()]).toEqual([...FBA_INVENTORY_REPORT_COLUMNS]);
    expect(rest.filter((line) => line !== '').length).toBe(2);
    for (const [index, line] of rest.entries())
      expect(parseFbaInventoryLine(result.header, line, index + 2)).toEqual({ kind: 'skip' });
  });
});

if (!existsSync(TEMPLATE))
  it.skip('skipped: the FBA inventory report template (../shared/samples) is not beside the project', () => undefined);
