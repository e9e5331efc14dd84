// The orders report importer (ADR 0022): the validation pass over the whole
// file stages each good row as it reads it (a file with an error merges nothing
// and its stage is dropped, ADR 0043), then the orders are merged a chunk at a
// time (ADR 0038: 1,000 orders on the embedded database, 100,000 on a server),
// each chunk one transaction that merges its orders (the latest
// last-updated-date wins, nothing is duplicated) and moves their ledger rows to
// their order day in the order-basis rollups. A failure keeps the chunks merged
// before it, each complete; running the import again merges the rest (a stored
// order is only replaced by a newer row), so it ends as one uninterrupted run would.
import { stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import type { OrderReportRow } from '@brandlens/reporting-core';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import { analyzeStatementTotals } from './ledger-writer.queries.ts';
import { validateOrdersFile } from './orders-validation.service.ts';
import {
  EMBEDDED_CHUNK_ORDERS,
  openOrdersWriter,
  type OrderRowInput,
  type OrdersMergeCounts,
  type OrdersWriter,
} from './orders-writer.queries.ts';

const BATCH_ROWS = 5_000;
/** Orders merged per transaction by the Orders API sync, on any database. */
export const CHUNK_ORDERS = EMBEDDED_CHUNK_ORDERS;

export async function importOrdersFile(
  db: Database,
  target: { id: string; sellerId: string },
  path: string,
  progress: ProgressTracker,
): Promise<ImportOutcome> {
  const writer = await openOrdersWriter(db, target.id);
  // One batch is staged while the next is read (as the settlement writer does, ADR 0038); a failure
  // surfaces at the next await of it.
  let staging: Promise<void> = Promise.resolve();
  const stage = async (rows: OrderRowInput[]) => {
    await staging;
    staging = writer.stage(rows);
    staging.catch(() => undefined);
  };
  let counts: OrdersMergeCounts;
  let rowsRead: number;
  try {
    let batch: OrderRowInput[] = [];
    const validation = await validateOrdersFile(path, progress, async (row) => {
      batch.push(toStageRow(row));
      if (batch.length >= BATCH_ROWS) {
        await stage(batch);
        batch = [];
      }
    });
    if (!validation.ok) return failedOutcome('orders', validation.dataLines, validation.error);
    await stage(batch);
    await staging;
    rowsRead = validation.dataLines;
    counts = await mergeOrders(writer, target, (await stat(path)).size, progress);
  } finally {
    await staging.catch(() => undefined);
    await writer.close();
  }
  if (counts.ordersImported + counts.ordersUpdated > 0) await analyzeStatementTotals(db);
  return { status: 'succeeded', kind: 'orders', rowsRead, ...NO_COUNTS, ...counts, errors: [] };
}

function toStageRow(row: OrderReportRow): OrderRowInput {
  return {
    orderId: row.orderId,
    merchantOrderId: row.merchantOrderId,
    marketplaceId: row.marketplaceId,
    salesChannel: row.salesChannel,
    purchasedAt: row.purchasedAt,
    lastUpdatedAt: row.lastUpdatedAt,
    status: row.orderStatus,
    fulfillmentChannel: row.fulfillmentChannel,
    line: row.line,
  };
}

async function mergeOrders(
  writer: OrdersWriter,
  target: { id: string; sellerId: string },
  fileSize: number,
  progress: ProgressTracker,
): Promise<OrdersMergeCounts> {
  const orders = await writer.prepareMerge();
  const counts: OrdersMergeCounts = { ordersImported: 0, ordersUpdated: 0, ordersSkipped: 0 };
  let merged = 0;
  for (;;) {
    const chunk = await writer.mergeNext({ sellerId: target.sellerId, importId: target.id }, writer.chunkOrders);
    if (!chunk) break;
    counts.ordersImported += chunk.ordersImported;
    counts.ordersUpdated += chunk.ordersUpdated;
    counts.ordersSkipped += chunk.ordersSkipped;
    merged += chunk.orders;
    // The second pass is the merge: its progress is the share of orders merged.
    progress.tick('importing', Math.floor((fileSize * merged) / Math.max(1, orders)), progress.current().rowsRead);
  }
  return counts;
}
