// The seller's catalog items (one row per marketplace × ASIN) and the ASINs
// still to fetch. A row whose every field is null and whose fetched_at is set
// is an ASIN Amazon answered 404 (or refused) for: it waits its turn again
// like any fetched ASIN instead of being asked at every run. A fetched item that differs from the
// stored one leaves one catalog_item_changes row per changed field (the content events of a
// product's history), written with it.
import { and, catalogItemChanges, catalogItems, eq, isNull, or, products, sql, type Database } from '@brandlens/db';
import type { CatalogEntry } from './catalog-api.ts';
import { catalogChanges } from './catalog-changes.ts';

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
 * Stores the item with the changes of its content since the stored one, and fills the title, brand
 * and parent ASIN of the seller's products of this ASIN where they have none (a name the seller
 * gave is kept). Answers how many products were completed and how many content changes were seen.
 */
export async function saveCatalogItem(
  db: Database,
  sellerId: string,
  item: CatalogAsin & { entry: CatalogEntry; fetchedAt: Date },
): Promise<{ productsFilled: number; changes: number }> {
  const { entry } = item;
  return db.transaction(async (tx) => {
    const c = catalogItems;
    // Locked so a concurrent save of the same item compares against this one's result.
    const [stored] = await tx
      .select({
        title: c.title,
        brand: c.brand,
        mainImageUrl: c.mainImageUrl,
        images: c.images,
        bulletPoints: c.bulletPoints,
        classification: c.classification,
      })
      .from(c)
      .where(and(eq(c.sellerId, sellerId), eq(c.marketplaceId, item.marketplaceId), eq(c.asin, item.asin)))
      .for('update');
    const changes = catalogChanges(stored ?? null, entry);
    const fields = {
      title: entry.title,
      brand: entry.brand,
      mainImageUrl: entry.mainImageUrl,
      images: entry.images,
      salesRanks: entry.salesRanks,
      classification: entry.classification,
      parentAsin: entry.parentAsin,
      // An answer without attributes says nothing about the bullet points: the stored ones are kept.
      ...(entry.bulletPoints === null ? {} : { bulletPoints: entry.bulletPoints }),
      fetchedAt: item.fetchedAt,
    };
    await tx
      .insert(catalogItems)
      .values({ sellerId, marketplaceId: item.marketplaceId, asin: item.asin, ...fields })
      .onConflictDoUpdate({
        target: [catalogItems.sellerId, catalogItems.marketplaceId, catalogItems.asin],
        set: fields,
      });
    if (changes.length > 0)
      await tx.insert(catalogItemChanges).values(
        changes.map((change) => ({
          sellerId,
          marketplaceId: item.marketplaceId,
          asin: item.asin,
          ...change,
          seenAt: item.fetchedAt,
        })),
      );
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
    return { productsFilled: changed.length, changes: changes.length };
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
