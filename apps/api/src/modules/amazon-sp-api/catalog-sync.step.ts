// The catalog step: getCatalogItem for each of the seller's ASINs (products and
// order items) in the marketplaces the account sells in that was not fetched
// in the last 7 days; the backfill fetches them all once. Calls go at Amazon's
// rate (the client's shared buckets), a bounded number per run so one seller's
// large catalog does not hold the worker: the rest is fetched by the next runs.
// A stored item that changed leaves its content changes (catalog.queries.ts).
// Sales ranks are kept as Amazon gives them in catalog_items; they are not
// written to product_category_ranks, whose top_percent needs the category's
// size, which Amazon does not publish.
import { z } from 'zod';
import { catalogEntryOf, getCatalogItem } from './catalog-api.ts';
import { findCatalogAsinsToFetch, recordCatalogItemMissing, saveCatalogItem } from './catalog.queries.ts';
import type { SyncStepDefinition } from './sync-step.ts';

const REFETCH_AFTER_MS = 7 * 24 * 3600 * 1000;
/** About eight minutes at getCatalogItem's default rate of 2 a second. */
export const MAX_CATALOG_ITEMS_PER_RUN = 1_000;

const ZCatalogCursor = z.object({
  /** The backfill refetches what was fetched before it began, once, across its runs. */
  backfillFrom: z.iso.datetime().optional(),
});

export const catalogSyncStep: SyncStepDefinition = {
  name: 'catalog',
  async run(context) {
    const { db, sellerId, now } = context;
    const saved = ZCatalogCursor.safeParse(context.cursor ?? {});
    const backfillFrom = context.isBackfill
      ? (saved.success && saved.data.backfillFrom) || now.toISOString()
      : undefined;
    const fetchedBefore = backfillFrom ? new Date(backfillFrom) : new Date(now.getTime() - REFETCH_AFTER_MS);
    const { asins, total } = await findCatalogAsinsToFetch(db, sellerId, context.connection.marketplaceIds, {
      fetchedBefore,
      limit: MAX_CATALOG_ITEMS_PER_RUN,
    });
    const counts = { stored: 0, notFound: 0, refused: 0, productsFilled: 0, changes: 0 };
    for (const [index, item] of asins.entries()) {
      await context.progress({
        done: index,
        total: asins.length,
        label: `${item.marketplaceId} ${item.asin} (${index + 1} of ${asins.length})`,
      });
      const answer = await getCatalogItem(context.client, item.asin, item.marketplaceId);
      if (answer.state === 'found') {
        counts.stored += 1;
        const saved = await saveCatalogItem(db, sellerId, {
          ...item,
          entry: catalogEntryOf(answer.item, item.marketplaceId),
          fetchedAt: now,
        });
        counts.productsFilled += saved.productsFilled;
        counts.changes += saved.changes;
      } else {
        counts[answer.state === 'not-found' ? 'notFound' : 'refused'] += 1;
        await recordCatalogItemMissing(db, sellerId, { ...item, fetchedAt: now });
      }
    }
    const left = total - asins.length;
    const summary =
      `${asins.length} ASIN(s) fetched: ${counts.stored} stored, ${counts.notFound} not found, ` +
      `${counts.refused} refused; ${counts.productsFilled} product(s) completed; ` +
      `${counts.changes} content change(s)` +
      (left > 0 ? `; ${left} left for the next run` : '');
    return {
      summary,
      cursor: backfillFrom ? { backfillFrom } : null,
      ...(left === 0 ? { dataThrough: now } : {}),
    };
  },
};
