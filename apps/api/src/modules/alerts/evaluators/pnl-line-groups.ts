// The ledger P&L lines behind the statement lines the money alerts read, taken from the
// statement's own definition (STATEMENT_LINES, docs/profit-loss.md) so both stay the same.
import {
  STATEMENT_LINES,
  type StatementLineDefinition,
  type TPnlLine,
  type TStatementLineKey,
} from '@brandlens/reporting-core';

const LINES: readonly StatementLineDefinition[] = STATEMENT_LINES;

/** The ledger lines a statement line sums, through its derived parts (cost and external parts have none). */
export function ledgerLinesOf(key: TStatementLineKey): TPnlLine[] {
  const line = LINES.find((candidate) => candidate.key === key);
  if (!line) throw new Error(`Unknown statement line ${key}`);
  if (line.kind === 'ledger' && line.ledgerLine) return [line.ledgerLine];
  return (line.sumOf ?? []).flatMap((part) => ledgerLinesOf(part as TStatementLineKey));
}

/** Product sales, discounts, shipping, other income and returns: net sales (line 9). */
export const NET_SALES_LINES = ledgerLinesOf('netSales');
/** The Amazon fees charged per order item: FBA fulfilment fees and selling fees (lines 14 and 20). */
export const AMAZON_FEE_LINES: readonly TPnlLine[] = ['fbaFulfilmentFees', 'sellingFees'];
/** Advertising charged in the settlement (line 25; other channels' ads have no source yet). */
export const AD_EXPENSE_LINES = ledgerLinesOf('totalAdExpenses');
/** Units sold are the quantities of this line; units returned those of the returns line. */
export const UNITS_SOLD_LINE: TPnlLine = 'fullPriceFulfilledProductSales';
export const UNITS_RETURNED_LINE: TPnlLine = 'productReturns';
