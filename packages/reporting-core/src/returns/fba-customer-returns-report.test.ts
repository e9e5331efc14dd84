import { describe, expect, it } from 'vitest';
import {
  FBA_CUSTOMER_RETURNS_COLUMNS,
  isCustomerReturnsHeader,
  parseCustomerReturnsLine,
  readCustomerReturnsHeader,
} from './fba-customer-returns-report.ts';

const header = (columns: readonly string[] = FBA_CUSTOMER_RETURNS_COLUMNS) => {
  const read = readCustomerReturnsHeader(columns.join('\t'));
  if (!read.ok) throw new Error(read.reason);
  return read.header;
};
const line = (cells: Record<string, string>, columns: readonly string[] = FBA_CUSTOMER_RETURNS_COLUMNS) =>
  columns.map((name) => cells[name] ?? '').join('\t');
const RETURN = {
  'return-date': '2024-03-05T14:22:10+01:00',
  'order-id': '113-1234567-1234567',
  sku: 'MUG-1',
  quantity: '1',
  reason: 'DEFECTIVE',
  'detailed-disposition': 'CUSTOMER_DAMAGED',
};

describe('FBA customer returns report', () => {
  it('knows its header by return-date, whatever the order and case, and names a missing required column', () => {
    expect(isCustomerReturnsHeader('\uFEFFRETURN-DATE\torder-id\tsku\tquantity')).toBe(true);
    expect(isCustomerReturnsHeader('sku\tasin\tafn-fulfillable-quantity')).toBe(false);
    expect(readCustomerReturnsHeader('return-date\torder-id\tasin\treason')).toEqual({
      ok: false,
      reason:
        'The FBA customer returns report lacks the column(s) sku, quantity: download the report again from Seller Central',
    });
  });

  it('reads a row at its instant, with no license plate as empty, and ignores columns it does not know', () => {
    const columns = ['extra', 'quantity', 'sku', 'order-id', 'return-date', 'reason'];
    expect(parseCustomerReturnsLine(header(columns), line({ ...RETURN, extra: 'x' }, columns), 2)).toEqual({
      kind: 'row',
      row: {
        line: 2,
        returnedAt: '2024-03-05T13:22:10.000Z',
        orderId: '113-1234567-1234567',
        sku: 'MUG-1',
        licensePlateNumber: '',
        quantity: 1,
        asin: null,
        fnsku: null,
        productName: null,
        fulfillmentCenterId: null,
        detailedDisposition: null,
        reason: 'DEFECTIVE',
        status: null,
        customerComments: null,
      },
    });
  });

  it.each([
    [{ quantity: '0' }, 'quantity "0" is not a whole number of units (1 or more)'],
    [{ quantity: '' }, 'quantity "" is not a whole number of units (1 or more)'],
    [{ 'order-id': '' }, 'order-id is empty'],
    [
      { 'return-date': '05/03/2024' },
      'return-date: "05/03/2024" is not a date (expected YYYY-MM-DD HH:MM:SS UTC, ISO-8601 or DD.MM.YYYY)',
    ],
  ])('refuses a row with %o: %s', (change, reason) => {
    expect(parseCustomerReturnsLine(header(), line({ ...RETURN, ...change }), 7)).toEqual({
      kind: 'error',
      line: 7,
      reason,
    });
  });

  it('skips blank lines and a repeated header', () => {
    expect(parseCustomerReturnsLine(header(), '\r', 3)).toEqual({ kind: 'skip' });
    expect(parseCustomerReturnsLine(header(), FBA_CUSTOMER_RETURNS_COLUMNS.join('\t'), 4)).toEqual({ kind: 'skip' });
  });
});
