// The orders step. The first run (no complete pass in the cursor: a first
// connect) backfills two years of orders through All Orders reports; a cursor
// older than a report window does the same from the cursor on, since reports
// catch up faster than Orders API pages at Amazon's rates. Every run then
// merges the orders Amazon changed since the last pass (getOrders), fetches
// the items of the orders still waiting for their money, and rebuilds the
// estimates of those orders, so a new order is on the P&L, estimated, minutes
// after it is placed. The cursor holds the backfill in progress and the
// LastUpdatedBefore of the last complete pass, which the next pass starts from.
import { z } from 'zod';
import { describeOrderEstimates, rebuildOrderEstimates } from './order-estimates.service.ts';
import { LAST_UPDATE_LAG_MS } from './orders-api.ts';
import {
  continueBackfill,
  ORDERS_BACKFILL_DAYS,
  ORDERS_REPORT_WINDOW_DAYS,
  startBackfill,
  ZOrdersBackfill,
} from './orders-backfill.service.ts';
import { fetchNeededOrderItems, mergeUpdatedOrders } from './orders-updates.service.ts';
import type { SyncStepContext, SyncStepDefinition, SyncStepOutcome } from './sync-step.ts';

const DAY_MS = 24 * 3600 * 1000;

export const ZOrdersCursor = z.object({
  /** LastUpdatedAfter of the next pass: the LastUpdatedBefore of the last complete one. */
  lastUpdatedAfter: z.iso.datetime().optional(),
  /** A backfill in progress. */
  backfill: ZOrdersBackfill.optional(),
});
export type TOrdersCursor = z.infer<typeof ZOrdersCursor>;

/** A saved cursor, or an empty one when there is none or it is not one of this step's. */
export function ordersCursorOf(saved: Record<string, unknown> | null): TOrdersCursor {
  const parsed = ZOrdersCursor.safeParse(saved ?? {});
  return parsed.success ? parsed.data : {};
}

export const ordersSyncStep: SyncStepDefinition = {
  name: 'orders',
  async run(context) {
    if (context.connection.marketplaceIds.length === 0)
      return { summary: 'the account sells in no marketplace this server knows: no orders to sync' };
    const cursor = ordersCursorOf(context.cursor);
    const notes: string[] = [];
    let after = cursor.lastUpdatedAfter ? new Date(cursor.lastUpdatedAfter) : undefined;
    const before = new Date(context.now.getTime() - LAST_UPDATE_LAG_MS);
    const isFarBehind = after !== undefined && before.getTime() - after.getTime() > ORDERS_REPORT_WINDOW_DAYS * DAY_MS;
    if (cursor.backfill || !after || isFarBehind) {
      const from = new Date(Math.max(context.now.getTime() - ORDERS_BACKFILL_DAYS * DAY_MS, after?.getTime() ?? 0));
      const turn = await continueBackfill(context, cursor.backfill ?? startBackfill(from, before));
      if (turn.state === 'waiting') return backfillWaiting(cursor, turn);
      after = new Date(turn.backfill.until);
      notes.push(
        `backfill from ${turn.backfill.from.slice(0, 10)}: ${turn.backfill.ordersImported} order(s) imported, ` +
          `${turn.backfill.ordersUpdated} updated`,
      );
    }
    return runPass(context, after, before, notes);
  },
};

function backfillWaiting(
  cursor: TOrdersCursor,
  turn: { backfill: z.infer<typeof ZOrdersBackfill>; waitMs: number; reason: string },
): SyncStepOutcome {
  return {
    summary: `backfill: ${turn.reason}; ${turn.backfill.ordersImported} order(s) imported so far`,
    cursor: { ...cursor, backfill: turn.backfill },
    waitMs: turn.waitMs,
  };
}

/** One pass of the Orders API from `after`, then the items and the estimates. */
async function runPass(context: SyncStepContext, after: Date, before: Date, notes: string[]): Promise<SyncStepOutcome> {
  // A pass needs a period Amazon accepts; right after a backfill there may be none yet.
  const through = after < before ? before : after;
  if (after < before) {
    const pass = await mergeUpdatedOrders(context, { after, before });
    notes.push(
      `${pass.orders} order(s) changed on ${pass.pages} page(s): ${pass.ordersImported} new, ` +
        `${pass.ordersUpdated} updated, ${pass.ordersSkipped} already up to date`,
    );
  }
  const items = await fetchNeededOrderItems(context);
  if (items.orders > 0 || items.isRateLimited)
    notes.push(
      `items of ${items.orders} order(s) fetched${items.isRateLimited ? ', the rest next run (rate limit)' : ''}`,
    );
  await context.progress({ done: 0, total: null, label: 'estimating orders awaiting their money' });
  notes.push(describeOrderEstimates(await rebuildOrderEstimates(context.db, context.sellerId, context.now)));
  return {
    summary: notes.join('; '),
    cursor: { lastUpdatedAfter: through.toISOString() },
    dataThrough: through,
  };
}
