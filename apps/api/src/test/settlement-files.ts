// Settlement flat files for tests and the import benchmark: small files built
// from explicit rows, and large deterministic files written as a stream. Every
// generated settlement reconciles: its total-amount is the sum of its rows.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { V1_COLUMNS, V2_COLUMNS } from '@brandlens/reporting-core';

export interface GeneratedRow {
  transactionType: string;
  amountType: string;
  amountDescription: string;
  /** Minor units (cents). */
  cents: number;
  sku?: string;
  /** quantity-purchased; by default 1 on rows with a SKU (every row of an item repeats it, as Amazon writes it). */
  quantity?: number;
  /** order-id; by default an order id on rows with a SKU, empty on others. */
  orderId?: string;
  marketplaceName?: string;
  /** [year, month, day] */
  posted?: [number, number, number];
}

/** One amount row of an order item: its kind and cents, then the item's SKU, quantity, order and day. */
export function itemRow(
  kind: `${string} / ${string} / ${string}`,
  cents: number,
  item: Pick<GeneratedRow, 'sku' | 'quantity' | 'orderId' | 'posted'>,
): GeneratedRow {
  const [transactionType = '', amountType = '', amountDescription = ''] = kind.split(' / ');
  return { transactionType, amountType, amountDescription, cents, ...item };
}

export interface GeneratedSettlement {
  settlementId: string;
  currency: string;
  rows: GeneratedRow[];
}

export type FileLayout = 'v2-24' | 'v2-23' | 'v1-36' | 'v1-33';

export interface FileStyle {
  layout: FileLayout;
  decimalComma: boolean;
  dayFirst: boolean;
  crlf: boolean;
  bom: boolean;
}

export const PLAIN_V2: FileStyle = { layout: 'v2-24', decimalComma: false, dayFirst: false, crlf: false, bom: false };

export function columnsOf(layout: FileLayout): readonly string[] {
  if (layout === 'v2-24') return V2_COLUMNS;
  if (layout === 'v2-23') return V2_COLUMNS.slice(0, 23);
  if (layout === 'v1-36') return V1_COLUMNS;
  return V1_COLUMNS.filter((name) => !name.startsWith('promotion-'));
}

export function formatCents(cents: number, decimalComma: boolean): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}${decimalComma ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

function postedDate(posted: [number, number, number], dayFirst: boolean): string {
  const [year, month, day] = posted;
  const yy = pad(year % 100);
  return dayFirst ? `${pad(day)}/${pad(month)}/${yy}` : `${pad(month)}/${pad(day)}/${yy}`;
}

/** V1 keeps a row's amount in the column pair its kind uses (SOURCES.md §9.2). */
function v1Cells(row: GeneratedRow, amount: string, layout: FileLayout): Record<string, string> {
  if (row.amountType === 'ItemPrice') return { 'price-type': row.amountDescription, 'price-amount': amount };
  if (row.amountType === 'ItemFees')
    return { 'item-related-fee-type': row.amountDescription, 'item-related-fee-amount': amount };
  // The 33-column variant has no promotion columns.
  if (row.amountType === 'Promotion' && layout === 'v1-36') {
    return { 'promotion-type': row.amountDescription, 'promotion-amount': amount };
  }
  return { 'other-amount': amount };
}

export function settlementLines(settlement: GeneratedSettlement, style: FileStyle): string[] {
  const columns = columnsOf(style.layout);
  const isV1 = style.layout.startsWith('v1');
  const line = (cells: Record<string, string>) => columns.map((name) => cells[name] ?? '').join('\t');
  const total = settlement.rows.reduce((sum, row) => sum + row.cents, 0);
  const lines = [
    line({
      'settlement-id': settlement.settlementId,
      'settlement-start-date': '2024-03-01 00:00:00 UTC',
      'settlement-end-date': '2024-03-15 00:00:00 UTC',
      'deposit-date': '2024-03-17 00:00:00 UTC',
      'total-amount': formatCents(total, style.decimalComma),
      currency: settlement.currency,
    }),
  ];
  for (const row of settlement.rows) {
    const amount = formatCents(row.cents, style.decimalComma);
    const transactionType =
      isV1 && !['ItemPrice', 'ItemFees', 'Promotion'].includes(row.amountType)
        ? row.amountDescription
        : row.transactionType;
    lines.push(
      line({
        'settlement-id': settlement.settlementId,
        'transaction-type': transactionType,
        'order-id': row.orderId ?? (row.sku ? '111-0000000-0000000' : ''),
        'marketplace-name': row.marketplaceName ?? 'Amazon.com',
        'posted-date': row.posted ? postedDate(row.posted, style.dayFirst) : '',
        sku: row.sku ?? '',
        'quantity-purchased': row.sku ? String(row.quantity ?? 1) : '',
        ...(isV1
          ? v1Cells(row, amount, style.layout)
          : { 'amount-type': row.amountType, 'amount-description': row.amountDescription, amount }),
      }),
    );
  }
  return lines;
}

export function settlementFileText(settlements: GeneratedSettlement[], style: FileStyle = PLAIN_V2): string {
  const eol = style.crlf ? '\r\n' : '\n';
  const header = columnsOf(style.layout).join('\t');
  const body = settlements.flatMap((settlement) => settlementLines(settlement, style));
  return `${style.bom ? '\uFEFF' : ''}${[header, ...body].join(eol)}${eol}`;
}

/** The kinds of rows a generated settlement cycles through; the last is one the P&L mapping does not know. */
export const ROW_KINDS: ReadonlyArray<Omit<GeneratedRow, 'cents'> & { sign: 1 | -1 }> = [
  { transactionType: 'Order', amountType: 'ItemPrice', amountDescription: 'Principal', sign: 1, sku: 'SKU-A' },
  { transactionType: 'Order', amountType: 'ItemPrice', amountDescription: 'Tax', sign: 1, sku: 'SKU-A' },
  { transactionType: 'Order', amountType: 'ItemFees', amountDescription: 'Commission', sign: -1, sku: 'SKU-A' },
  {
    transactionType: 'Order',
    amountType: 'ItemFees',
    amountDescription: 'FBAPerUnitFulfillmentFee',
    sign: -1,
    sku: 'SKU-B',
  },
  { transactionType: 'Order', amountType: 'Promotion', amountDescription: 'Principal', sign: -1, sku: 'SKU-B' },
  { transactionType: 'Refund', amountType: 'ItemPrice', amountDescription: 'Principal', sign: -1, sku: 'SKU-B' },
  { transactionType: 'other-transaction', amountType: 'other-transaction', amountDescription: 'Storage Fee', sign: -1 },
  {
    transactionType: 'ServiceFee',
    amountType: 'Cost of Advertising',
    amountDescription: 'Cost of Advertising',
    sign: -1,
  },
  { transactionType: 'Mystery', amountType: 'Brand New Charge', amountDescription: 'Unknown', sign: 1 },
];

/** Deterministic cents for row `index` of a large file (no randomness: the same file every time). */
function centsAt(index: number): number {
  const kind = ROW_KINDS[index % ROW_KINDS.length];
  return (kind?.sign ?? 1) * (((index * 7919) % 9_973) + 1);
}

/**
 * The order id of row `index` of a large file: unique, and in no order from one row to the next,
 * as Amazon's are (a bijection of the index onto seven digits, then the index's high digits), so
 * indexes on order ids are written as real files write them, not appended to.
 */
export function largeFileOrderId(index: number): string {
  const scrambled = (index * 7_654_321 + 1_234_567) % 10_000_000;
  return `111-${String(scrambled).padStart(7, '0')}-${String(Math.floor(index / 10_000_000)).padStart(7, '0')}`;
}

/** Writes `settlements` × `rowsPerSettlement` rows as a V2 file, streaming; returns the number of rows. */
export async function writeLargeSettlementFile(
  path: string,
  options: { settlements: number; rowsPerSettlement: number; firstSettlementId?: number },
): Promise<number> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const columns = V2_COLUMNS;
  const line = (cells: Record<string, string>) => `${columns.map((name) => cells[name] ?? '').join('\t')}\n`;
  await write(`${columns.join('\t')}\n`);
  let index = 0;
  for (let s = 0; s < options.settlements; s += 1) {
    const settlementId = String((options.firstSettlementId ?? 90_000_000) + s);
    let total = 0;
    for (let r = 0; r < options.rowsPerSettlement; r += 1) total += centsAt(index + r);
    await write(
      line({
        'settlement-id': settlementId,
        'settlement-start-date': '2024-03-01 00:00:00 UTC',
        'settlement-end-date': '2024-03-15 00:00:00 UTC',
        'deposit-date': '2024-03-17 00:00:00 UTC',
        'total-amount': formatCents(total, false),
        currency: 'USD',
      }),
    );
    let chunk = '';
    for (let r = 0; r < options.rowsPerSettlement; r += 1, index += 1) {
      const kind = ROW_KINDS[index % ROW_KINDS.length] ?? ROW_KINDS[0];
      chunk += line({
        'settlement-id': settlementId,
        'transaction-type': kind?.transactionType ?? '',
        'order-id': kind?.sku ? largeFileOrderId(index) : '',
        'marketplace-name': 'Amazon.com',
        'amount-type': kind?.amountType ?? '',
        'amount-description': kind?.amountDescription ?? '',
        amount: formatCents(centsAt(index), false),
        'posted-date': `03/${pad(1 + (index % 14))}/24`,
        'posted-date-time': `2024-03-${pad(1 + (index % 14))} 12:00:00 UTC`,
        sku: kind?.sku ? `${kind.sku}-${index % 50}` : '',
        'quantity-purchased': kind?.sku ? '1' : '',
      });
      if (chunk.length > 65_536) {
        await write(chunk);
        chunk = '';
      }
    }
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return index;
}

/** A small settlement of one mug order (its price and its commission), with any rows a test adds. */
export function mugSettlement(settlementId: string, extra: GeneratedSettlement['rows'] = []): GeneratedSettlement {
  const posted: [number, number, number] = [2024, 3, 13];
  return {
    settlementId,
    currency: 'USD',
    rows: [
      {
        transactionType: 'Order',
        amountType: 'ItemPrice',
        amountDescription: 'Principal',
        cents: 2599,
        sku: 'MUG-1',
        posted,
      },
      {
        transactionType: 'Order',
        amountType: 'ItemFees',
        amountDescription: 'Commission',
        cents: -390,
        sku: 'MUG-1',
        posted,
      },
      ...extra,
    ],
  };
}
