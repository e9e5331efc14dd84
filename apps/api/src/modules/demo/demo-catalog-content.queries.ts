// The demo seller's catalog items and their content changes (demo-catalog-content.ts). The demo
// seller has no Amazon connection, so these ASINs' rows are the demo's alone: a second run
// replaces the first and stores the same rows, the generator being deterministic.
import { and, catalogItemChanges, catalogItems, eq, type Database } from '@brandlens/db';
import type { DemoCatalogChange, DemoCatalogItem } from '@brandlens/db/demo';

export async function replaceDemoCatalogContent(
  db: Database,
  sellerId: string,
  content: { items: readonly DemoCatalogItem[]; changes: readonly DemoCatalogChange[] },
): Promise<{ items: number; changes: number }> {
  return db.transaction(async (tx) => {
    for (const item of content.items) {
      const { marketplaceId, asin, ...fields } = item;
      await tx
        .insert(catalogItems)
        .values({ sellerId, marketplaceId, asin, ...fields })
        .onConflictDoUpdate({
          target: [catalogItems.sellerId, catalogItems.marketplaceId, catalogItems.asin],
          set: fields,
        });
      await tx
        .delete(catalogItemChanges)
        .where(
          and(
            eq(catalogItemChanges.sellerId, sellerId),
            eq(catalogItemChanges.marketplaceId, marketplaceId),
            eq(catalogItemChanges.asin, asin),
          ),
        );
    }
    if (content.changes.length > 0)
      await tx.insert(catalogItemChanges).values(content.changes.map((change) => ({ sellerId, ...change })));
    return { items: content.items.length, changes: content.changes.length };
  });
}
