// The orders report importer (ADR 0022): the validation pass over the whole
// file, then one transaction that stages every row, merges the orders (the
// latest last-updated-date wins, nothing is duplicated) and moves their ledger
// rows to their order day in the order-basis rollups. A failure rolls it all
// back, so a retry starts from scratch and ends the same.
import type { Database } from '@brandlens/db';
import { parseOrdersLine, type OrdersHeader } from '@brandlens/reporting-core';
import { readFileLines } from './file-lines.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import { analyzeStatementTotals } from './ledger-writer.queries.ts';
import { validateOrdersFile } from './orders-validation.service.ts';
import { openOrdersWriter, type OrderRowInput, type OrdersMergeCounts } from './orders-writer.queries.ts';

const BATCH_ROWS = 5_000;

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
  const writer = await openOrdersWriter(db);
  let isOpen = false;
  try {
    await writer.begin();
    isOpen = true;
    let batch: OrderRowInput[] = [];
    for await (const { text, line, bytesRead } of readFileLines(path)) {
      if (line === 1) continue;
      const parsed = parseOrdersLine(header, text, line);
      progress.tick('importing', bytesRead, progress.current().rowsRead);
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
    const counts = await writer.merge({ sellerId: target.sellerId, importId: target.id });
    await writer.commit();
    isOpen = false;
    return counts;
  } finally {
    if (isOpen) await writer.rollback().catch(() => undefined);
    writer.release();
  }
}
