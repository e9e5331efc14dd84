// The orders report importer (ADR 0022): the validation pass over the whole
// file (a file with an error stores nothing), then every row staged, then the
// orders merged a chunk at a time (ADR 0038: 1,000 orders on the embedded
// database, 100,000 on a server), each chunk one transaction that merges
// its orders (the latest last-updated-date wins, nothing is duplicated) and
// moves their ledger rows to their order day in the order-basis rollups. A
// failure keeps the chunks merged before it, each complete; running the import
// again merges the rest (a stored order is only replaced by a newer row), so
// it ends as one uninterrupted run would.
import { stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { parseOrdersLine, type OrdersHeader } from '@brandlens/reporting-core';
import { readFileLines } from './file-lines.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import { analyzeStatementTotals } from './ledger-writer.queries.ts';
import { validateOrdersFile } from './orders-validation.service.ts';
import {
  EMBEDDED_CHUNK_ORDERS,
  openOrdersWriter,
  type OrderRowInput,
  type OrdersMergeCounts,
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
  const validation = await validateOrdersFile(path, progress);
  if (!validation.ok) return failedOutcome('orders', validation.dataLines, validation.error);
  const counts = await writeOrders(db, target, path, validation.header, progress);
  if (counts.ordersImported + counts.ordersUpdated > 0) await analyzeStatementTotals(db);
  return {
    status: 'succeeded',
    kind: 'orders',
    rowsRead: validation.dataLines,
    ...NO_COUNTS,
    ...counts,
    errors: [],
  };
}

async function writeOrders(
  db: Database,
  target: { id: string; sellerId: string },
  path: string,
  header: OrdersHeader,
  progress: ProgressTracker,
): Promise<OrdersMergeCounts> {
  const writer = await openOrdersWriter(db, target.id);
  const { size: fileSize } = await stat(path);
  // The second pass is half staging (by bytes read) and half merging (by orders merged).
  const tickPass = (fraction: number) =>
    progress.tick('importing', Math.floor(fileSize * Math.min(1, fraction)), progress.current().rowsRead);
  try {
    let batch: OrderRowInput[] = [];
    for await (const { text, line, bytesRead } of readFileLines(path)) {
      if (line === 1) continue;
      const parsed = parseOrdersLine(header, text, line);
      tickPass(bytesRead / fileSize / 2);
      if (parsed.kind === 'error') throw new Error(`line ${parsed.line} changed while the file was imported`);
      if (parsed.kind !== 'order') continue;
      const { row } = parsed;
      batch.push({
        orderId: row.orderId,
        merchantOrderId: row.merchantOrderId,
        marketplaceId: row.marketplaceId,
        salesChannel: row.salesChannel,
        purchasedAt: row.purchasedAt,
        lastUpdatedAt: row.lastUpdatedAt,
        status: row.orderStatus,
        fulfillmentChannel: row.fulfillmentChannel,
        line,
      });
      if (batch.length >= BATCH_ROWS) {
        await writer.stage(batch);
        batch = [];
      }
    }
    await writer.stage(batch);
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
      tickPass(0.5 + merged / Math.max(1, orders) / 2);
    }
    return counts;
  } finally {
    await writer.close();
  }
}
