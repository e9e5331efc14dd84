// What an FBA inventory report upload needs to know to place the report: the
// report names no marketplace, so the seller's own marketplaces decide.
import { and, eq, marketplaces, ne, sql, type Database } from '@brandlens/db';

/**
 * The Amazon marketplaces a seller sells in: those of its catalog (every import,
 * sync and the demo add their SKUs there) and those its Seller Central
 * connection lists. One index probe per marketplace (a few dozen rows), never
 * a walk over the seller's products.
 */
export async function findSellerMarketplaceIds(db: Database, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: marketplaces.id })
    .from(marketplaces)
    .where(
      and(
        ne(marketplaces.region, ''),
        sql`(exists (select 1 from products p where p.seller_id = ${sellerId} and p.marketplace_id = ${marketplaces.id})
          or exists (select 1 from seller_connections c where c.seller_id = ${sellerId} and ${marketplaces.id} = any(c.marketplace_ids)))`,
      ),
    )
    .orderBy(marketplaces.id);
  return rows.map((row) => row.id);
}

/** Whether the id is an Amazon marketplace this product knows (not a non-Amazon sales channel). */
export async function isAmazonMarketplace(db: Database, marketplaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaces.id })
    .from(marketplaces)
    .where(and(eq(marketplaces.id, marketplaceId), ne(marketplaces.region, '')));
  return row !== undefined;
}
