// Estimates of the orders whose money has not arrived (docs/profit-loss.md,
// "Estimated orders"): rebuilt whole at the end of each orders step, one
// batch per currency (settlement_id `orders:<currency>`, kind
// 'orders_estimate', rows 'estimated'), in one transaction under the seller's
// lock, so the statement sees the old batches or the new ones, never both or
// neither. An order leaves the estimates as soon as a settlement or a finances
// estimate names it: the next rebuild leaves it out, so nothing counts twice.
import type { Database } from '@brandlens/db';
import { replaceEstimateBatches, withLedgerTransaction } from '../ingestion/estimate-batches.ts';
import { buildOrderEstimates } from './order-estimate-rows.ts';
import { readEstimateFacts } from './order-estimates.queries.ts';
import { ESTIMATED_ORDER_DAYS } from './orders-updates.service.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How far back a SKU's fees are averaged. */
export const FEE_HISTORY_DAYS = 90;
/** ledger_entries.source and settlements.format of the estimate rows. */
export const ORDER_ESTIMATE_SOURCE = 'sp-api-orders';

export interface OrderEstimatesResult {
  /** Per currency: orders and rows estimated. */
  batches: Array<{ currency: string; orders: number; rows: number; total: string }>;
  skusWithoutHistory: string[];
  itemsWithoutPrice: number;
}

export async function rebuildOrderEstimates(db: Database, sellerId: string, now: Date): Promise<OrderEstimatesResult> {
  const ordersSince = new Date(now.getTime() - ESTIMATED_ORDER_DAYS * DAY_MS);
  const historySince = new Date(now.getTime() - FEE_HISTORY_DAYS * DAY_MS).toISOString().slice(0, 10);
  return withLedgerTransaction(db, async (writer) => {
    const facts = await writer.readLocked(sellerId, (client) =>
      readEstimateFacts(client, sellerId, { ordersSince, historySince }),
    );
    const plan = buildOrderEstimates(facts.items, facts.history);
    await replaceEstimateBatches(
      writer,
      sellerId,
      { batchIds: facts.batchIds, batches: plan.batches },
      { source: ORDER_ESTIMATE_SOURCE, kind: 'orders_estimate' },
    );
    return {
      batches: plan.batches.map((batch) => ({
        currency: batch.currency,
        orders: batch.orders,
        rows: batch.rows.length,
        total: batch.total,
      })),
      skusWithoutHistory: plan.skusWithoutHistory,
      itemsWithoutPrice: plan.itemsWithoutPrice,
    };
  });
}

/** One line for the step's summary. */
export function describeOrderEstimates(result: OrderEstimatesResult): string {
  const estimated =
    result.batches.length === 0
      ? 'no order awaiting its money'
      : result.batches.map((batch) => `${batch.orders} order(s) estimated in ${batch.currency}`).join(', ');
  const notes = [
    result.skusWithoutHistory.length > 0
      ? `without fees (no settled sale in ${FEE_HISTORY_DAYS} days): ${result.skusWithoutHistory.join(', ')}`
      : '',
    result.itemsWithoutPrice > 0 ? `${result.itemsWithoutPrice} item(s) without a price yet left out` : '',
  ].filter(Boolean);
  return notes.length > 0 ? `${estimated}; ${notes.join('; ')}` : estimated;
}
