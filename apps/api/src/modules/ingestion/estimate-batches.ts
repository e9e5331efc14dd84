// The pieces every rebuild of estimate batches shares (ADR 0033, ADR 0035): one transaction on a
// ledger writer of its own, and one batch written as a settlement of its kind with 'estimated'
// rows. The sync of orders and the ads estimates call these; what goes in a batch is theirs.
import type { Database } from '@brandlens/db';
import {
  openLedgerWriter,
  type LedgerRowInput,
  type LedgerWriter,
  type SettlementInput,
} from './ledger-writer.queries.ts';

export interface EstimateBatchInput {
  /** settlements.settlement_id of the batch. */
  settlementId: string;
  currency: string;
  rows: LedgerRowInput[];
  firstDay: string;
  lastDay: string;
  /** Sum of the rows, 4 decimals. */
  total: string;
  /** Rows without a P&L line; 0 unless given. */
  unmappedCount?: number;
}

export interface EstimateBatchKind {
  /** ledger_entries.source and settlements.format of the batch's rows. */
  source: string;
  kind: NonNullable<SettlementInput['kind']>;
}

/** Runs `work` in a transaction of its own on a ledger writer: committed when it returns, rolled back when it throws. */
export async function withLedgerTransaction<T>(db: Database, work: (writer: LedgerWriter) => Promise<T>): Promise<T> {
  const writer = await openLedgerWriter(db);
  try {
    await writer.begin();
    const result = await work(writer);
    await writer.commit();
    return result;
  } catch (error) {
    await writer.rollback().catch(() => undefined);
    throw error;
  } finally {
    writer.release();
  }
}

/**
 * Rebuilds a kind of batches whole inside the writer's open transaction (under the seller's lock the
 * caller took when it read them): takes out the stored `batchIds`, then writes `batches`.
 */
export async function replaceEstimateBatches(
  writer: LedgerWriter,
  sellerId: string,
  { batchIds, batches }: { batchIds: string[]; batches: EstimateBatchInput[] },
  kind: EstimateBatchKind,
): Promise<void> {
  for (const batchId of batchIds) await writer.removeEstimateBatch(sellerId, batchId);
  for (const batch of batches) await writeEstimateBatch(writer, sellerId, batch, kind);
}

/**
 * Writes one estimate batch inside the writer's open transaction: its settlement, its rows
 * ('estimated') and their rollups. The caller took the old batches out first.
 */
export async function writeEstimateBatch(
  writer: LedgerWriter,
  sellerId: string,
  batch: EstimateBatchInput,
  { source, kind }: EstimateBatchKind,
): Promise<void> {
  const ref = await writer.insertSettlement({
    sellerId,
    settlementId: batch.settlementId,
    startDate: `${batch.firstDay}T00:00:00Z`,
    endDate: `${batch.lastDay}T00:00:00Z`,
    depositDate: null,
    totalAmount: batch.total,
    currency: batch.currency,
    format: source,
    importId: null,
    rowCount: batch.rows.length,
    rowsTotal: batch.total,
    unmappedCount: batch.unmappedCount ?? 0,
    // An estimate has no total of Amazon's to reconcile against: its total is its rows' sum.
    reconciliation: 'reconciled',
    kind,
  });
  if (!ref) throw new Error(`the estimate batch ${batch.settlementId} is taken by a settlement of that id`);
  await writer.insertRows(
    { sellerId, settlementRef: ref, currency: batch.currency, source, importId: null, status: 'estimated' },
    batch.rows,
  );
  await writer.finishSettlement(ref, batch.lastDay);
}
