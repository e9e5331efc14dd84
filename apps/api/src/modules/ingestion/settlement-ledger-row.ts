// A settlement file's amount row as the ledger stores it: its posted date read in the file's
// short-date order (MM/DD or DD/MM, decided by the validation pass from all its lines).
import {
  formatAmount,
  parsePostedDate,
  type SettlementAmountRow,
  type SettlementFileFacts,
} from '@brandlens/reporting-core';
import type { LedgerRowInput } from './ledger-writer.queries.ts';

export function toLedgerRow(row: SettlementAmountRow, facts: SettlementFileFacts): LedgerRowInput {
  const posted = row.postedDateText ? parsePostedDate(row.postedDateText, facts.postedDateOrder) : undefined;
  return {
    marketplaceId: row.marketplaceId,
    sku: row.sku,
    orderId: row.orderId,
    transactionType: row.transactionType,
    amountType: row.amountType,
    amountDescription: row.amountDescription,
    pnlLine: row.pnlLine,
    quantity: row.quantity,
    postedDate: posted?.ok ? posted.value : null,
    postedAt: row.postedAt,
    amount: formatAmount(row.amount),
    sourceLine: row.line,
  };
}
