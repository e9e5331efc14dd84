// What names an alert's subject: the seller's products (ASIN, parent ASIN, brand, title per
// marketplace × SKU, from the seller-keyed unique index) and the marketplaces' names.
import { eq, marketplaces, products, type Database } from '@brandlens/db';

export async function findSellerCatalog(db: Database, sellerId: string) {
  return db
    .select({
      marketplaceId: products.marketplaceId,
      sku: products.sku,
      asin: products.asin,
      parentAsin: products.parentAsin,
      brand: products.brand,
      title: products.title,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
}

export async function findMarketplaceNames(db: Database) {
  return db
    .select({ id: marketplaces.id, name: marketplaces.name, domainName: marketplaces.domainName })
    .from(marketplaces);
}
