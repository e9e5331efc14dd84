// Parses one data line of a settlement flat file into the settlement summary
// it opens or the amount rows it carries. V1 lines carry up to nine amounts
// (seven (type, amount) column pairs, the misc fee and the other amount:
// settlement-v1-amounts.ts) and become one V2-shaped row per amount
// (SOURCES.md §9.2). A line with no amount is not an error: an order item's
// quantity row (V1 writes quantity-purchased on a row of its own) becomes a
// zero-amount row carrying the item's units on its Principal line, and an
// empty line (tabs, or only the settlement id) is skipped (DOMAIN.md 'Flat
// File V1 as real archives write it'). Posted dates stay text here: a file's
// short-date order is only known once all its lines are read
// (settlement-file-check.ts).
import { carriesUnits, mapSettlementRow } from '../pnl-lines.ts';
import { marketplaceIdForName } from './marketplace-names.ts';
import { parseAmount } from './settlement-amounts.ts';
import { parseSettlementDate } from './settlement-dates.ts';
import { readFlatFileCells, type SettlementHeader } from './settlement-format.ts';
import { cellAt, layoutOf } from './settlement-line-layout.ts';
import { parseQuantity } from './settlement-quantities.ts';
import type { ParsedLine, SettlementAmountRow } from './settlement-rows.ts';
import { parseSummary } from './settlement-summary-row.ts';
import { v1AmountCells } from './settlement-v1-amounts.ts';
import { remembered } from '../remembered.ts';

/** Posted date-times repeat across the rows of an order and a day; parsing each distinct value once is most of a line's cost saved. */
const recentDates = new Map<string, ReturnType<typeof parseSettlementDate>>();
function parseDateOnce(text: string): ReturnType<typeof parseSettlementDate> {
  return remembered(recentDates, text, () => parseSettlementDate(text));
}

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
