import { describe, expect, it } from 'vitest';
import { FBA_INVENTORY_REPORT_COLUMNS } from '../inventory/fba-inventory-report.ts';
import { V1_COLUMNS, V2_COLUMNS } from '../settlement/settlement-format.ts';
import {
  isAmazonOrderId,
  ORDERS_REPORT_COLUMNS,
  parseOrdersLine,
  readOrdersHeader,
  type OrdersHeader,
  type ParsedOrderLine,
} from './orders-report.ts';
import { detectReportType, UNKNOWN_REPORT_REASON } from './report-type.ts';

const HEADER = ORDERS_REPORT_COLUMNS.join('\t');

function header(line = HEADER): OrdersHeader {
  const result = readOrdersHeader(line);
  if (!result.ok) throw new Error(result.reason);
  return result.header;
}

const rowText = (cells: Record<string, string>, columns: readonly string[] = ORDERS_REPORT_COLUMNS) =>
  columns.map((name) => cells[name] ?? '').join('\t');

const shipped = {
  'amazon-order-id': '113-4712345-1234567',
  'merchant-order-id': '',
  'purchase-date': '2024-03-31T22:15:00-07:00',
  'last-updated-date': '2024-04-02T08:00:00+00:00',
  'order-status': 'Shipped',
  'fulfillment-channel': 'Amazon',
  'sales-channel': 'Amazon.com',
  sku: 'MUG-1',
  asin: 'B000000001',
  'item-status': 'Shipped',
  quantity: '2',
  currency: 'USD',
  'item-price': '51.98',
};

const parse = (cells: Record<string, string>, line = 2, at = header()): ParsedOrderLine =>
  parseOrdersLine(at, rowText(cells), line);

describe('All Orders report header', () => {
  it('is recognised by name, in any order and case, with a BOM and CRLF', () => {
    const columns = [...ORDERS_REPORT_COLUMNS].reverse().map((name) => name.toUpperCase());
    const result = readOrdersHeader(`\uFEFF${columns.join('\t')}\r`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.header.columns.get('amazon-order-id')).toBe(ORDERS_REPORT_COLUMNS.length - 1);
    expect(result.header.width).toBe(ORDERS_REPORT_COLUMNS.length);
  });

  it('names the required columns a header lacks', () => {
    const result = readOrdersHeader('amazon-order-id\tpurchase-date\tsku');
    expect(result).toEqual({
      ok: false,
      reason: 'The header lacks the column(s) last-updated-date, order-status, sales-channel',
    });
  });
});

describe('report type detection', () => {
  it('tells settlement files (V2, V1) from All Orders reports', () => {
    expect(detectReportType(V2_COLUMNS.join('\t'))).toMatchObject({ ok: true, kind: 'settlement' });
    expect(detectReportType(V1_COLUMNS.join('\t'))).toMatchObject({ ok: true, kind: 'settlement' });
    expect(detectReportType(HEADER)).toMatchObject({ ok: true, kind: 'orders' });
    expect(detectReportType(FBA_INVENTORY_REPORT_COLUMNS.join('\t'))).toMatchObject({ ok: true, kind: 'inventory' });
    expect(detectReportType('sku\tasin\tafn-fulfillable-quantity')).toMatchObject({ ok: true, kind: 'inventory' });
  });

  it("gives the reason of the report a header resembles, or names both reports' headers", () => {
    expect(detectReportType('settlement-id\tcurrency')).toEqual({
      ok: false,
      reason: expect.stringContaining('not a settlement flat file'),
    });
    expect(detectReportType('amazon-order-id\tsku')).toEqual({
      ok: false,
      reason: 'The header lacks the column(s) purchase-date, last-updated-date, order-status, sales-channel',
    });
    expect(detectReportType('sku\tafn-total-quantity')).toEqual({
      ok: false,
      reason: 'The header lacks the column(s) afn-fulfillable-quantity',
    });
    expect(detectReportType('date,sku,units')).toEqual({ ok: false, reason: UNKNOWN_REPORT_REASON });
  });
});

describe('All Orders report rows', () => {
  it('reads an order item: purchase date with its offset as an instant, marketplace from the sales channel', () => {
    expect(parse(shipped, 7)).toEqual({
      kind: 'order',
      row: {
        line: 7,
        orderId: '113-4712345-1234567',
        merchantOrderId: null,
        purchasedAt: '2024-04-01T05:15:00.000Z',
        lastUpdatedAt: '2024-04-02T08:00:00.000Z',
        orderStatus: 'Shipped',
        fulfillmentChannel: 'Amazon',
        salesChannel: 'Amazon.com',
        marketplaceId: 'ATVPDKIKX0DER',
        sku: 'MUG-1',
        itemStatus: 'Shipped',
        quantity: 2,
        currency: 'USD',
        itemPrice: 519_800n,
      },
    });
  });

  it('reads offsets east of UTC, Z, fractions of a second and offsets without a colon', () => {
    const at = (purchaseDate: string) => {
      const parsed = parse({ ...shipped, 'purchase-date': purchaseDate });
      return parsed.kind === 'order' ? parsed.row.purchasedAt : parsed;
    };
    expect(at('2024-03-01T01:30:00+09:00')).toBe('2024-02-29T16:30:00.000Z');
    expect(at('2024-03-01T01:30:00Z')).toBe('2024-03-01T01:30:00.000Z');
    expect(at('2024-03-01T01:30:00.250+0530')).toBe('2024-02-29T20:00:00.000Z');
  });

  it('accepts cancelled orders: quantity 0, no currency and no price', () => {
    const cancelled = parse({
      ...shipped,
      'order-status': 'Cancelled',
      'item-status': 'Cancelled',
      quantity: '0',
      currency: '',
      'item-price': '',
    });
    expect(cancelled).toMatchObject({
      kind: 'order',
      row: { orderStatus: 'Cancelled', quantity: 0, currency: null, itemPrice: null },
    });
  });

  it('keeps the purchase date as last update when last-updated-date is empty; unknown channels have no marketplace', () => {
    const parsed = parse({ ...shipped, 'last-updated-date': '', 'sales-channel': 'Non-Amazon' });
    expect(parsed).toMatchObject({
      kind: 'order',
      row: { lastUpdatedAt: '2024-04-01T05:15:00.000Z', marketplaceId: 'NON_AMAZON' },
    });
    expect(parse({ ...shipped, 'sales-channel': 'SI CA Prod Marketplace' })).toMatchObject({
      row: { marketplaceId: null },
    });
  });

  it('reads decimal commas in EU prices', () => {
    expect(parse({ ...shipped, 'sales-channel': 'Amazon.de', currency: 'EUR', 'item-price': '95,00' })).toMatchObject({
      row: { marketplaceId: 'A1PA6795UKMFR9', itemPrice: 950_000n },
    });
  });

  it('skips blank lines and a repeated header', () => {
    expect(parseOrdersLine(header(), '  \r', 3)).toEqual({ kind: 'skip' });
    expect(parseOrdersLine(header(), HEADER, 3)).toEqual({ kind: 'skip' });
  });

  it.each([
    [{ 'amazon-order-id': '' }, 'amazon-order-id is empty'],
    [{ 'purchase-date': '' }, 'purchase-date is empty'],
    [{ 'purchase-date': '31/03/2024' }, 'purchase-date: "31/03/2024" is not a date'],
    [
      { 'purchase-date': '2024-02-30T10:00:00+00:00' },
      'purchase-date: "2024-02-30T10:00:00+00:00" is not a valid date',
    ],
    [{ 'last-updated-date': 'yesterday' }, 'last-updated-date: "yesterday" is not a date'],
    [{ quantity: 'two' }, 'quantity "two" is not a whole number'],
    [{ quantity: '-1' }, 'quantity "-1" is negative'],
    [{ currency: 'US$' }, 'currency "US$" is not a currency code'],
    [{ 'item-price': '12,3,4' }, 'item-price: "12,3,4" is not an amount'],
  ])('names what is wrong on a bad row: %o', (change, reason) => {
    const parsed = parse({ ...shipped, ...change }, 9);
    expect(parsed).toEqual({ kind: 'error', line: 9, reason: expect.stringContaining(reason) });
  });

  it('rejects a row wider than the header and a NUL byte', () => {
    expect(parseOrdersLine(header(), `${rowText(shipped)}\textra`, 4)).toEqual({
      kind: 'error',
      line: 4,
      reason: `the line has ${ORDERS_REPORT_COLUMNS.length + 1} columns, the header has ${ORDERS_REPORT_COLUMNS.length}`,
    });
    expect(parseOrdersLine(header(), `${rowText(shipped)}\u0000`, 5)).toMatchObject({ kind: 'error', line: 5 });
  });

  it('reads the short layout of older reports (fewer columns, looked up by name)', () => {
    const columns = ['amazon-order-id', 'purchase-date', 'last-updated-date', 'order-status', 'sales-channel'];
    const short = header(columns.join('\t'));
    expect(parseOrdersLine(short, rowText(shipped, columns), 2)).toMatchObject({
      kind: 'order',
      row: { orderId: '113-4712345-1234567', sku: null, quantity: null, itemPrice: null },
    });
  });
});

describe('Amazon order ids', () => {
  it('are three, seven and seven digits; shipment ids in the order-id column are not orders', () => {
    expect(isAmazonOrderId('113-4712345-1234567')).toBe(true);
    expect(isAmazonOrderId('FBA19CD9HGQ8')).toBe(false);
    expect(isAmazonOrderId('113-4712345-123456')).toBe(false);
    expect(isAmazonOrderId(' 113-4712345-1234567')).toBe(false);
  });
});
