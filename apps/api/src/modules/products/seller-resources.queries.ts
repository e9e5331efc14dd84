// The pickers' lists: the seller's marketplaces and brands with product counts, and its products.
import { catalogItems, marketplaces, products, sql, type SQL } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { containsPattern } from '../advertising/ad-campaigns.queries.ts';

export async function findResourceMarketplaces(reader: DatabaseReader, sellerId: string) {
  const { rows } = await reader.execute<{
    id: string;
    name: string;
    country_code: string;
    default_currency_code: string;
    product_count: number;
  }>(sql`
    select m.id, m.name, m.country_code, m.default_currency_code, count(*)::int as product_count
    from ${products} p join ${marketplaces} m on m.id = p.marketplace_id
    where p.seller_id = ${sellerId}
    group by m.id, m.name, m.country_code, m.default_currency_code order by m.name`);
  return rows.map((row) => ({
    marketplaceId: row.id,
    marketplaceName: row.name,
    countryCode: row.country_code,
    defaultCurrencyCode: row.default_currency_code,
    productCount: Number(row.product_count),
  }));
}

export async function findResourceBrands(reader: DatabaseReader, sellerId: string) {
  const { rows } = await reader.execute<{ brand: string; product_count: number }>(sql`
    select p.brand, count(*)::int as product_count from ${products} p
    where p.seller_id = ${sellerId} and p.brand is not null
    group by p.brand order by p.brand`);
  return rows.map((row) => ({ brand: row.brand, productCount: Number(row.product_count) }));
}

export interface ResourceProductsFilter {
  sellerId: string;
  marketplaceId?: string | undefined;
  brand?: string | undefined;
  search?: string | undefined;
  limit: number;
}

export async function findResourceProducts(reader: DatabaseReader, filter: ResourceProductsFilter) {
  const conditions: SQL[] = [sql`p.seller_id = ${filter.sellerId}`];
  if (filter.marketplaceId) conditions.push(sql`p.marketplace_id = ${filter.marketplaceId}`);
  if (filter.brand) conditions.push(sql`p.brand = ${filter.brand}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(p.sku ilike ${pattern} or coalesce(p.asin, '') ilike ${pattern}
      or coalesce(ci.title, p.title, '') ilike ${pattern})`);
  }
  const { rows } = await reader.execute<{
    id: string;
    marketplace_id: string;
    sku: string;
    asin: string | null;
    title: string | null;
    brand: string | null;
    image_url: string | null;
    total_count: number;
  }>(sql`
    select p.id, p.marketplace_id, p.sku, p.asin, coalesce(ci.title, p.title) as title,
      coalesce(p.brand, ci.brand) as brand, ci.main_image_url as image_url, count(*) over ()::int as total_count
    from ${products} p
    left join ${catalogItems} ci on ci.seller_id = p.seller_id and ci.marketplace_id = p.marketplace_id
      and ci.asin = p.asin
    where ${sql.join(conditions, sql` and `)}
    order by coalesce(ci.title, p.title) nulls last, p.sku, p.marketplace_id
    limit ${filter.limit}`);
  return {
    products: rows.map((row) => ({
      id: row.id,
      marketplaceId: row.marketplace_id,
      sku: row.sku,
      asin: row.asin,
      title: row.title,
      brand: row.brand,
      imageUrl: row.image_url,
    })),
    totalCount: Number(rows[0]?.total_count ?? 0),
  };
}
