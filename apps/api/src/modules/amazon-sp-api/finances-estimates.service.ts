// A financial event group's estimate batch: the settlements row of kind
// 'finances_estimate' ('finances:<group id>') with its rows estimated, written
// the way a settlement is (rollups and totals of both bases), replaced whole at
// each sync in one transaction under the seller's ledger lock. Under that lock
// the group's settlement is looked for once more: when it was stored meanwhile
// (a sync or an upload), the estimates go and nothing is written, so the
// statement never holds both.
import type { Database } from '@brandlens/db';
import { formatAmount, parseAmount } from '@brandlens/reporting-core';
import { hasSettlementOfGroup } from '../ingestion/finances-estimates.queries.ts';
import { openLedgerWriter, type LedgerRowInput } from '../ingestion/ledger-writer.queries.ts';

export const FINANCES_ESTIMATE_SOURCE = 'sp-api-finances';

export const financesBatchId = (groupId: string) => `finances:${groupId}`;

export interface FinancesEstimateBatch {
  sellerId: string;
  groupId: string;
  currency: string;
  /** ISO instants: the group's start, and its end (now while it is open). */
  startDate: string;
  endDate: string;
  rows: readonly LedgerRowInput[];
}

/** Sum of 4-decimal amounts, exact. */
export function sumAmounts(rows: readonly Pick<LedgerRowInput, 'amount'>[]): string {
  let total = 0n;
  for (const row of rows) {
    const parsed = parseAmount(row.amount);
    if (!parsed.ok) throw new Error(parsed.reason);
    total += parsed.value;
  }
  return formatAmount(total);
}

/**
 * Replaces the group's estimate batch with `rows` ('written'), or only takes it out when the
 * group's settlement is stored ('settled') or there is nothing to estimate ('empty').
 */
export async function replaceFinancesEstimates(
  db: Database,
  batch: FinancesEstimateBatch,
): Promise<'written' | 'settled' | 'empty'> {
  const { sellerId } = batch;
  const settlementId = financesBatchId(batch.groupId);
  const writer = await openLedgerWriter(db);
  try {
    await writer.begin();
    const key = { sellerId, currency: batch.currency, startDate: batch.startDate };
    const isSettled = await writer.readLocked(sellerId, (client) => hasSettlementOfGroup(client, key));
    await writer.removeEstimateBatch(sellerId, settlementId);
    const outcome = isSettled ? 'settled' : batch.rows.length === 0 ? 'empty' : 'written';
    if (outcome === 'written') {
      const total = sumAmounts(batch.rows);
      const ref = await writer.insertSettlement({
        sellerId,
        settlementId,
        startDate: batch.startDate,
        endDate: batch.endDate,
        depositDate: null,
        totalAmount: total,
        currency: batch.currency,
        format: FINANCES_ESTIMATE_SOURCE,
        importId: null,
        rowCount: batch.rows.length,
        rowsTotal: total,
        unmappedCount: batch.rows.filter((row) => row.pnlLine === 'unmapped').length,
        // An estimate has no total of Amazon's to reconcile against: its total is its rows' sum, and its
        // rows stay estimated whatever this says. The settlement that replaces it is reconciled on import.
        reconciliation: 'reconciled',
        kind: 'finances_estimate',
      });
      if (!ref) throw new Error(`${settlementId} is already a settlement of this seller`);
      await writer.insertRows(
        {
          sellerId,
          settlementRef: ref,
          currency: batch.currency,
          source: FINANCES_ESTIMATE_SOURCE,
          importId: null,
          status: 'estimated',
        },
        [...batch.rows],
      );
      await writer.finishSettlement(ref, batch.endDate.slice(0, 10));
    }
    await writer.commit();
    return outcome;
  } catch (error) {
    await writer.rollback().catch(() => undefined);
    throw error;
  } finally {
    writer.release();
  }
}

/** Takes out the group's estimate batch (its settlement is stored); false when there was none. */
export async function removeFinancesEstimates(db: Database, sellerId: string, groupId: string): Promise<boolean> {
  const writer = await openLedgerWriter(db);
  try {
    await writer.begin();
    const isRemoved = await writer.removeEstimateBatch(sellerId, financesBatchId(groupId));
    await writer.commit();
    return isRemoved;
  } catch (error) {
    await writer.rollback().catch(() => undefined);
    throw error;
  } finally {
    writer.release();
  }
}
