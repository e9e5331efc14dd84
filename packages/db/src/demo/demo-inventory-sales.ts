// The units each demo listing sold per day, replayed from the same seeded
// streams that write the demo's settlements and All Orders reports: a
// settlement's orders come from its own stream (seed, marketplace, period), so
// only the settlements that reach the inventory window are generated again.
// A unit leaves the fulfillable stock when it is bought (purchase day) and is
// reserved until it ships (posted day), as in Amazon's FBA stock.
import type { DemoListing } from './demo-catalog.ts';
import type { DemoPlan } from './demo-plan.ts';
import { MAX_PURCHASE_LAG_SECONDS, purchaseSecond } from './orders-report-file.ts';
import { createCarry, createTally, settlementChunks, type SoldListing } from './settlement-pass.ts';

const LAG_DAYS = Math.ceil(MAX_PURCHASE_LAG_SECONDS / 86_400);

export interface ListingSales {
  marketplaceId: string;
  listing: DemoListing;
  /** Units bought on each day of the window (index 0 = its first day). */
  purchased: Int32Array;
  /** Units shipped (posted in the settlement) on each day of the window. */
  shipped: Int32Array;
}

/**
 * Per marketplace and SKU, the units bought and shipped on each epoch day of
 * [firstDay, lastDay]. Units bought before firstDay are left out with their
 * shipments, so what is reserved on a window day is exactly what was bought
 * and not yet shipped.
 */
export function replayListingSales(plan: DemoPlan, firstDay: number, lastDay: number): ListingSales[] {
  const days = lastDay - firstDay + 1;
  const sales: ListingSales[] = [];
  for (const { marketplace, picker, itemsByDay } of plan.marketplaces) {
    const bySku = new Map<string, ListingSales>();
    for (const listing of picker.listings) {
      const entry = {
        marketplaceId: marketplace.id,
        listing,
        purchased: new Int32Array(days),
        shipped: new Int32Array(days),
      };
      bySku.set(listing.sku, entry);
      sales.push(entry);
    }
    for (const period of plan.periods) {
      // Units shipped in a period were bought at most LAG_DAYS before it.
      if (period.endDay < firstDay || period.startDay - LAG_DAYS > lastDay) continue;
      const settlement = { seed: plan.seed, marketplace, picker, range: plan.range, period, itemsByDay };
      const tally = createTally();
      const sold: SoldListing[] = [];
      tally.soldItems = sold;
      // The orders of a settlement do not depend on what earlier settlements carried over, and
      // only the sold items are needed here, not the amount rows.
      for (const _rows of settlementChunks(settlement, createCarry(), tally)) {
        // drained for tally.soldItems
      }
      for (const { item, listing } of sold) {
        const posted = item.posted.day * 86_400 + item.posted.second;
        const boughtDay = Math.floor(purchaseSecond(plan.seed, item.ref.orderId, posted) / 86_400);
        if (boughtDay < firstDay || boughtDay > lastDay) continue;
        const entry = bySku.get(listing.sku);
        if (!entry) continue;
        entry.purchased[boughtDay - firstDay] = (entry.purchased[boughtDay - firstDay] ?? 0) + item.ref.quantity;
        if (item.posted.day <= lastDay) {
          entry.shipped[item.posted.day - firstDay] =
            (entry.shipped[item.posted.day - firstDay] ?? 0) + item.ref.quantity;
        }
      }
    }
  }
  return sales;
}
