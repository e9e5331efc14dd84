// What one data line of a settlement flat file parses into (settlement-line.ts):
// the summary row that opens a settlement, the amount rows the line carries, a
// line to skip, or an error with its reason.
import type { TPnlLine } from '../pnl-lines.ts';

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
