// The seller's catalog items (one row per marketplace × ASIN) and the ASINs
// still to fetch. A row whose every field is null and whose fetched_at is set
// is an ASIN Amazon answered 404 (or refused) for: it waits its turn again
// like any fetched ASIN instead of being asked at every run.
import { and, catalogItems, eq, isNull, or, products, sql, type Database } from '@brandlens/db';
import type { CatalogEntry } from './catalog-api.ts';

export interface CatalogAsin {
  marketplaceId: string;
  asin: string;
}

/**
 * The seller's ASINs (products, and the Orders API's order items) in these marketplaces whose
 * catalog item was never fetched or fetched before `fetchedBefore`, never-fetched first, at most
 * `limit`; with the count of all such ASINs.
 */
export async function findCatalogAsinsToFetch(
  db: Database,
  sellerId: string,
  marketplaceIds: readonly string[],
  options: { fetchedBefore: Date; limit: number },
): Promise<{ asins: CatalogAsin[]; total: number }> {
  if (marketplaceIds.length === 0) return { asins: [], total: 0 };
  const ids = sql.param([...marketplaceIds]);
  const { rows } = await db.execute<{ marketplace_id: string; asin: string; total: number }>(sql`
    with wanted as (
      select p.marketplace_id, btrim(p.asin) as asin from products p
      where p.seller_id = ${sellerId} and p.marketplace_id = any(${ids}::text[]) and btrim(p.asin) <> ''
      union
      select o.marketplace_id, btrim(i.asin) from amazon_order_items i
      join amazon_orders o on o.seller_id = i.seller_id and o.order_id = i.order_id
      where i.seller_id = ${sellerId} and o.marketplace_id = any(${ids}::text[]) and btrim(i.asin) <> ''
    )
    select w.marketplace_id, w.asin, (count(*) over ())::int as total
    from wanted w
    left join catalog_items c on c.seller_id = ${sellerId} and c.marketplace_id = w.marketplace_id and c.asin = w.asin
    where c.asin is null or c.fetched_at < ${options.fetchedBefore.toISOString()}::timestamptz
    order by c.fetched_at nulls first, w.marketplace_id, w.asin
    limit ${options.limit}`);
  return {
    asins: rows.map((row) => ({ marketplaceId: row.marketplace_id, asin: row.asin })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Stores the item and fills the title, brand and parent ASIN of the seller's products of this
 * ASIN where they have none (a name the seller gave is kept). Answers how many products changed.
 */
export async function saveCatalogItem(
  db: Database,
  sellerId: string,
  item: CatalogAsin & { entry: CatalogEntry; fetchedAt: Date },
): Promise<number> {
  const { entry } = item;
  return db.transaction(async (tx) => {
    const fields = {
      title: entry.title,
      brand: entry.brand,
      mainImageUrl: entry.mainImageUrl,
      images: entry.images,
      salesRanks: entry.salesRanks,
      classification: entry.classification,
      parentAsin: entry.parentAsin,
      fetchedAt: item.fetchedAt,
    };
    await tx
      .insert(catalogItems)
      .values({ sellerId, marketplaceId: item.marketplaceId, asin: item.asin, ...fields })
      .onConflictDoUpdate({
        target: [catalogItems.sellerId, catalogItems.marketplaceId, catalogItems.asin],
        set: fields,
      });
    const p = products;
    const changed = await tx
      .update(p)
      .set({
        title: sql`coalesce(${p.title}, ${entry.title})`,
        brand: sql`coalesce(${p.brand}, ${entry.brand})`,
        parentAsin: sql`coalesce(${p.parentAsin}, ${entry.parentAsin})`,
      })
      .where(
        and(
          eq(p.sellerId, sellerId),
          eq(p.marketplaceId, item.marketplaceId),
          eq(p.asin, item.asin),
          or(
            entry.title === null ? undefined : isNull(p.title),
            entry.brand === null ? undefined : isNull(p.brand),
            entry.parentAsin === null ? undefined : isNull(p.parentAsin),
          ) ?? sql`false`,
        ),
      )
      .returning({ id: p.id });
    return changed.length;
  });
}

/** An ASIN Amazon has no item for in the marketplace: fetched at `fetchedAt`, what an earlier fetch stored is kept. */
export async function recordCatalogItemMissing(
  db: Database,
  sellerId: string,
  item: CatalogAsin & { fetchedAt: Date },
): Promise<void> {
  await db
    .insert(catalogItems)
    .values({ sellerId, marketplaceId: item.marketplaceId, asin: item.asin, fetchedAt: item.fetchedAt })
    .onConflictDoUpdate({
      target: [catalogItems.sellerId, catalogItems.marketplaceId, catalogItems.asin],
      set: { fetchedAt: item.fetchedAt },
    });
}
