// Parses one data line of a settlement flat file into the settlement summary
// it opens or the amount rows it carries. V1 lines carry up to eight amounts in
// (type, amount) column pairs and become one V2-shaped row per amount
// (SOURCES.md §9.2). A line with no amount is not an error: an order item's
// quantity row (V1 writes quantity-purchased on a row of its own) becomes a
// zero-amount row carrying the item's units on its Principal line, and an
// empty line (tabs, or only the settlement id) is skipped (DOMAIN.md 'Flat
// File V1 as real archives write it'). Posted dates stay text here: a file's
// short-date order is only known once all its lines are read
// (settlement-file-check.ts).
import { carriesUnits, mapSettlementRow, type TPnlLine } from '../pnl-lines.ts';
import { marketplaceIdForName } from './marketplace-names.ts';
import { readFlatFileCells, type SettlementHeader } from './settlement-format.ts';
import { parseAmount, parseQuantity, parseSettlementDate } from './settlement-values.ts';
import { remembered } from '../remembered.ts';

export interface SettlementSummary {
  settlementId: string;
  startDate: string;
  endDate: string;
  depositDate: string | null;
  /** Ten-thousandths (AMOUNT_SCALE). */
  totalAmount: bigint;
  currency: string;
  line: number;
}

export interface SettlementAmountRow {
  settlementId: string;
  line: number;
  transactionType: string;
  amountType: string;
  amountDescription: string;
  pnlLine: TPnlLine;
  /** Ten-thousandths (AMOUNT_SCALE). */
  amount: bigint;
  orderId: string | null;
  sku: string | null;
  marketplaceName: string;
  marketplaceId: string | null;
  /** The units the row moves: quantity-purchased on the item's ItemPrice Principal row or quantity row, null on its other rows (carriesUnits). */
  quantity: number | null;
  /** The order item the row belongs to (transaction type, order, shipment, adjustment, item code, SKU), for counting its units once. */
  itemKey: string;
  /** True on the zero-amount row made of an item's quantity row. */
  isQuantityRow: boolean;
  postedDateText: string;
  postedAt: string | null;
}

export type ParsedLine =
  | { kind: 'skip' }
  | { kind: 'summary'; summary: SettlementSummary }
  | { kind: 'amounts'; settlementId: string; rows: SettlementAmountRow[] }
  | { kind: 'error'; line: number; reason: string };

/** V1 (type column, amount column, amount-type) pairs, in file order. */
const V1_AMOUNT_PAIRS = [
  ['price-type', 'price-amount', 'ItemPrice'],
  ['item-related-fee-type', 'item-related-fee-amount', 'ItemFees'],
  ['shipment-fee-type', 'shipment-fee-amount', 'ItemFees'],
  ['order-fee-type', 'order-fee-amount', 'ItemFees'],
  ['promotion-type', 'promotion-amount', 'Promotion'],
  ['direct-payment-type', 'direct-payment-amount', 'DirectPayment'],
  ['other-fee-reason-description', 'other-fee-amount', 'other-transaction'],
] as const;

/** Posted date-times repeat across the rows of an order and a day; parsing each distinct value once is most of a line's cost saved. */
const recentDates = new Map<string, ReturnType<typeof parseSettlementDate>>();
function parseDateOnce(text: string): ReturnType<typeof parseSettlementDate> {
  return remembered(recentDates, text, () => parseSettlementDate(text));
}

/** Where the columns every data line reads sit in a file's header (-1: the header has no such column). */
interface LineLayout {
  settlementId: number;
  totalAmount: number;
  transactionType: number;
  quantity: number;
  postedDateTime: number;
  postedDate: number;
  marketplaceName: number;
  orderId: number;
  sku: number;
  shipmentId: number;
  adjustmentId: number;
  orderItemCode: number;
  amount: number;
  amountType: number;
  amountDescription: number;
}

const layouts = new WeakMap<SettlementHeader, LineLayout>();

/** A header's layout, worked out once per file: a line then reads its cells by position. */
function layoutOf(header: SettlementHeader): LineLayout {
  let layout = layouts.get(header);
  if (!layout) {
    const at = (name: string) => header.columns.get(name) ?? -1;
    layout = {
      settlementId: at('settlement-id'),
      totalAmount: at('total-amount'),
      transactionType: at('transaction-type'),
      quantity: at('quantity-purchased'),
      postedDateTime: at('posted-date-time'),
      postedDate: at('posted-date'),
      marketplaceName: at('marketplace-name'),
      orderId: at('order-id'),
      sku: at('sku'),
      shipmentId: at('shipment-id'),
      adjustmentId: at('adjustment-id'),
      orderItemCode: at('order-item-code'),
      amount: at('amount'),
      amountType: at('amount-type'),
      amountDescription: at('amount-description'),
    };
    layouts.set(header, layout);
  }
  return layout;
}

const cellAt = (cells: readonly string[], index: number) => (index < 0 ? '' : (cells[index] ?? ''));

/** Time-bearing posted dates ('03/01/24 10:00'), by value: most files repeat a few hundred. */
const timedPostedDates = new Map<string, boolean>();
function hasTime(text: string): boolean {
  return remembered(timedPostedDates, text, () => /\d{2}:\d{2}/.test(text));
}

export function parseSettlementLine(header: SettlementHeader, text: string, line: number): ParsedLine {
  const read = readFlatFileCells(header, text, line);
  if (read.kind !== 'cells') return read;
  const { cells } = read;
  const layout = layoutOf(header);
  const cell = (name: string) => {
    const index = header.columns.get(name);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const error = (reason: string): ParsedLine => ({ kind: 'error', line, reason });

  const settlementId = cellAt(cells, layout.settlementId);
  if (!settlementId) return error('settlement-id is empty');
  if (cellAt(cells, layout.totalAmount) !== '') return parseSummary(cell, settlementId, line);

  const transactionType = cellAt(cells, layout.transactionType);
  const quantity = parseQuantity(cellAt(cells, layout.quantity));
  if (!quantity.ok) return error(quantity.reason);
  const postedDateTime = cellAt(cells, layout.postedDateTime);
  let postedAt: string | null = null;
  if (postedDateTime) {
    const parsed = parseDateOnce(postedDateTime);
    if (!parsed.ok) return error(`posted-date-time: ${parsed.reason}`);
    postedAt = parsed.value;
  }
  const postedDateText = cellAt(cells, layout.postedDate);
  if (!postedAt && postedDateText !== '' && hasTime(postedDateText)) {
    const parsed = parseDateOnce(postedDateText);
    if (parsed.ok) postedAt = parsed.value;
  }
  const marketplaceName = cellAt(cells, layout.marketplaceName);
  const orderId = cellAt(cells, layout.orderId);
  const sku = cellAt(cells, layout.sku);
  const orderItemCode = cellAt(cells, layout.orderItemCode);
  const marketplaceId = marketplaceIdForName(marketplaceName);
  const itemKey = `${transactionType}\u0001${orderId}\u0001${cellAt(cells, layout.shipmentId)}\u0001${cellAt(cells, layout.adjustmentId)}\u0001${orderItemCode}\u0001${sku}`;
  const row = (
    amountType: string,
    amountDescription: string,
    amount: bigint,
    units: number | null,
    isQuantityRow: boolean,
  ): SettlementAmountRow => {
    const kind = { transactionType, amountType, amountDescription };
    return {
      settlementId,
      line,
      transactionType,
      amountType,
      amountDescription,
      pnlLine: mapSettlementRow(kind),
      amount,
      orderId: orderId || null,
      sku: sku || null,
      marketplaceName,
      marketplaceId,
      quantity: units,
      itemKey,
      isQuantityRow,
      postedDateText,
      postedAt,
    };
  };
  if (header.format === 'settlement_v2') {
    // V2's one amount column: the shape of nearly every line an import reads.
    const amountText = cellAt(cells, layout.amount);
    if (amountText !== '') {
      const amount = parseAmount(amountText);
      if (!amount.ok) return error(`amount: ${amount.reason}`);
      const amountType = cellAt(cells, layout.amountType);
      const amountDescription = cellAt(cells, layout.amountDescription);
      const units = carriesUnits({ amountType, amountDescription }) ? quantity.value : null;
      return { kind: 'amounts', settlementId, rows: [row(amountType, amountDescription, amount.value, units, false)] };
    }
  }
  const amounts = header.format === 'settlement_v2' ? [] : v1AmountCells(cell, transactionType);
  if (amounts.length === 0) {
    // An order item's quantity row: its units, no money, on the line of the item's Principal.
    if (quantity.value === null || (!orderId && !orderItemCode)) return { kind: 'skip' };
    return { kind: 'amounts', settlementId, rows: [row('ItemPrice', 'Principal', 0n, quantity.value, true)] };
  }
  const rows: SettlementAmountRow[] = [];
  for (const entry of amounts) {
    const amount = parseAmount(entry.text);
    if (!amount.ok) return error(`${entry.column}: ${amount.reason}`);
    const units = carriesUnits(entry) ? quantity.value : null;
    rows.push(row(entry.amountType, entry.amountDescription, amount.value, units, false));
  }
  return { kind: 'amounts', settlementId, rows };
}

type AmountCell = { amountType: string; amountDescription: string; text: string; column: string };

/** Every filled V1 amount column of a line, with its type. */
function v1AmountCells(cell: (name: string) => string, transactionType: string): AmountCell[] {
  const amounts: AmountCell[] = [];
  for (const [typeColumn, amountColumn, amountType] of V1_AMOUNT_PAIRS) {
    const text = cell(amountColumn);
    if (text !== '') amounts.push({ amountType, amountDescription: cell(typeColumn), text, column: amountColumn });
  }
  const misc = cell('misc-fee-amount');
  if (misc !== '') {
    amounts.push({
      amountType: 'other-transaction',
      amountDescription: 'MiscFee',
      text: misc,
      column: 'misc-fee-amount',
    });
  }
  // Account rows (Storage Fee, Subscription Fee, WAREHOUSE_DAMAGE, ...) name their amount by their transaction type.
  const other = cell('other-amount');
  if (other !== '') {
    amounts.push({
      amountType: 'other-transaction',
      amountDescription: transactionType,
      text: other,
      column: 'other-amount',
    });
  }
  return amounts;
}

function parseSummary(cell: (name: string) => string, settlementId: string, line: number): ParsedLine {
  const error = (reason: string): ParsedLine => ({ kind: 'error', line, reason });
  const total = parseAmount(cell('total-amount'));
  if (!total.ok) return error(`total-amount: ${total.reason}`);
  const currency = cell('currency').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return error(`currency "${cell('currency')}" is not a currency code`);
  const dates: Record<'settlement-start-date' | 'settlement-end-date' | 'deposit-date', string | null> = {
    'settlement-start-date': null,
    'settlement-end-date': null,
    'deposit-date': null,
  };
  for (const name of Object.keys(dates) as Array<keyof typeof dates>) {
    const value = cell(name);
    if (value === '') {
      if (name !== 'deposit-date') return error(`${name} is empty on the settlement summary row`);
      continue;
    }
    const parsed = parseSettlementDate(value);
    if (!parsed.ok) return error(`${name}: ${parsed.reason}`);
    dates[name] = parsed.value;
  }
  return {
    kind: 'summary',
    summary: {
      settlementId,
      startDate: dates['settlement-start-date'] ?? '',
      endDate: dates['settlement-end-date'] ?? '',
      depositDate: dates['deposit-date'],
      totalAmount: total.value,
      currency,
      line,
    },
  };
}
