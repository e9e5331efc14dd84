// The orders Amazon changed since the last pass (getOrders by LastUpdatedAfter
// and LastUpdatedBefore), merged a page at a time through the orders report's
// writer: the latest update wins, and an order's ledger rows move to its order
// day exactly as when a report brings it. Then the items of the orders an
// estimate needs (new or changed, not cancelled, without money yet), which is
// what getOrderItems' rate allows: Amazon grants about one call every two
// seconds, so orders already paid are not asked about.
import { randomUUID } from 'node:crypto';
import { CHUNK_ORDERS } from '../ingestion/orders-import.service.ts';
import { openOrdersWriter, type OrdersMergeCounts } from '../ingestion/orders-writer.queries.ts';
import { getOrderItems, listUpdatedOrders, toOrderItemRow, toOrderRow, type ApiOrderRow } from './orders-api.ts';
import { findOrdersNeedingItems, replaceOrderItems } from './orders-sync.queries.ts';
import { SpApiRateLimitedError } from './sp-api.errors.ts';
import type { SyncStepContext } from './sync-step.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Orders bought this long ago or later are estimated until their money arrives (order-estimates.service.ts). */
export const ESTIMATED_ORDER_DAYS = 60;
/** getOrderItems calls per run: about four minutes of Amazon's rate once its burst is spent. */
const ITEM_FETCHES_PER_RUN = 150;

export interface OrdersPass extends OrdersMergeCounts {
  pages: number;
  orders: number;
}

export async function mergeUpdatedOrders(
  context: SyncStepContext,
  period: { after: Date; before: Date },
): Promise<OrdersPass> {
  const pass: OrdersPass = { pages: 0, orders: 0, ordersImported: 0, ordersUpdated: 0, ordersSkipped: 0 };
  for await (const page of listUpdatedOrders(context.client, {
    marketplaceIds: context.connection.marketplaceIds,
    lastUpdatedAfter: period.after,
    lastUpdatedBefore: period.before,
  })) {
    const rows = page.map((order) => toOrderRow(order, context.connection.marketplaceIds));
    const counts = await mergeOrders(context, rows);
    pass.pages += 1;
    pass.orders += rows.length;
    pass.ordersImported += counts.ordersImported;
    pass.ordersUpdated += counts.ordersUpdated;
    pass.ordersSkipped += counts.ordersSkipped;
    await context.progress({
      done: pass.orders,
      total: null,
      label: `orders changed since ${period.after.toISOString()}: page ${pass.pages}, ${pass.orders} order(s)`,
    });
  }
  return pass;
}

async function mergeOrders(context: SyncStepContext, rows: ApiOrderRow[]): Promise<OrdersMergeCounts> {
  const counts: OrdersMergeCounts = { ordersImported: 0, ordersUpdated: 0, ordersSkipped: 0 };
  if (rows.length === 0) return counts;
  // The stage only needs a name no other merge uses at the same time.
  const writer = await openOrdersWriter(context.db, randomUUID());
  try {
    await writer.stage(rows.map((row, index) => ({ ...row, line: index + 1 })));
    await writer.prepareMerge();
    for (;;) {
      const chunk = await writer.mergeNext({ sellerId: context.sellerId, importId: null }, CHUNK_ORDERS);
      if (!chunk) break;
      counts.ordersImported += chunk.ordersImported;
      counts.ordersUpdated += chunk.ordersUpdated;
      counts.ordersSkipped += chunk.ordersSkipped;
    }
    return counts;
  } finally {
    await writer.close();
  }
}

export interface ItemsFetch {
  orders: number;
  items: number;
  /** Amazon's rate ran out before every order was asked: the others are asked next run. */
  isRateLimited: boolean;
}

/** Fetches and stores the items of the orders estimates need, latest changes first. */
export async function fetchNeededOrderItems(context: SyncStepContext): Promise<ItemsFetch> {
  const since = new Date(context.now.getTime() - ESTIMATED_ORDER_DAYS * DAY_MS);
  const orderIds = await findOrdersNeedingItems(context.db, context.sellerId, since, ITEM_FETCHES_PER_RUN);
  const fetched: ItemsFetch = { orders: 0, items: 0, isRateLimited: false };
  for (const orderId of orderIds) {
    let items;
    try {
      items = await getOrderItems(context.client, orderId);
    } catch (error) {
      // The orders left are asked for next run; what is stored already still gets estimated now.
      if (!(error instanceof SpApiRateLimitedError)) throw error;
      fetched.isRateLimited = true;
      break;
    }
    await replaceOrderItems(context.db, context.sellerId, orderId, items.map(toOrderItemRow));
    fetched.orders += 1;
    fetched.items += items.length;
    await context.progress({
      done: fetched.orders,
      total: orderIds.length,
      label: `order items: ${fetched.orders} of ${orderIds.length} order(s)`,
    });
  }
  return fetched;
}
