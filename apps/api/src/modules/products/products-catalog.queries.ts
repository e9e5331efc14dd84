// The catalogue's product facts: each product of the seller with its catalogue image and title,
// and its latest stock, best seller rank and rating up to a day (primary-key lookups per product).
import {
  catalogItems,
  fbaInventoryDaily,
  marketplaces,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  sql,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface ProductFacts {
  id: string;
  marketplaceId: string;
  sku: string;
  asin: string | null;
  title: string | null;
  brand: string | null;
  imageUrl: string | null;
  classification: string | null;
  stock: number | null;
  bsr: number | null;
  bsrCategory: string | null;
  rating: string | null;
  ratingCount: number | null;
}

export interface FactsFilter {
  sellerId: string;
  /** YYYY-MM-DD: the latest stock, rank and rating on or before it. */
  asOf: string;
  marketplaceId?: string | undefined;
  brand?: string | undefined;
  ids?: readonly string[] | undefined;
}

type Row = {
  id: string;
  marketplace_id: string;
  sku: string;
  asin: string | null;
  title: string | null;
  brand: string | null;
  image_url: string | null;
  classification: string | null;
  stock: number | null;
  bsr: number | null;
  bsr_category: string | null;
  rating: string | null;
  rating_count: number | null;
};

export async function findProductFacts(reader: DatabaseReader, filter: FactsFilter): Promise<ProductFacts[]> {
  const conditions: SQL[] = [sql`p.seller_id = ${filter.sellerId}`];
  if (filter.marketplaceId !== undefined) conditions.push(sql`p.marketplace_id = ${filter.marketplaceId}`);
  if (filter.brand !== undefined) conditions.push(sql`p.brand = ${filter.brand}`);
  if (filter.ids !== undefined) conditions.push(sql`p.id = any(${sql.param([...filter.ids])}::uuid[])`);
  const { rows } = await reader.execute<Row>(sql`
    select p.id, p.marketplace_id, p.sku, p.asin, coalesce(ci.title, p.title) as title,
      coalesce(p.brand, ci.brand) as brand, ci.main_image_url as image_url, ci.classification,
      st.fulfillable as stock, rk.rank as bsr, rk.category_name as bsr_category,
      rv.average_rating::text as rating, rv.rating_count
    from ${products} p
    left join ${catalogItems} ci on ci.seller_id = p.seller_id and ci.marketplace_id = p.marketplace_id
      and ci.asin = p.asin
    left join lateral (
      select f.fulfillable from ${fbaInventoryDaily} f
      where f.seller_id = p.seller_id and f.marketplace_id = p.marketplace_id and f.sku = p.sku
        and f.day <= ${filter.asOf}::date
      order by f.day desc limit 1
    ) st on true
    left join lateral (
      select r.rank, r.category_name from ${productCategoryRanks} r
      where r.seller_id = p.seller_id and r.marketplace_id = p.marketplace_id and r.asin = p.asin
        and r.day <= ${filter.asOf}::date
      order by r.day desc limit 1
    ) rk on true
    left join lateral (
      select s.average_rating, s.rating_count from ${productReviewSnapshots} s
      where s.seller_id = p.seller_id and s.marketplace_id = p.marketplace_id and s.asin = p.asin
        and s.snapshot_date <= ${filter.asOf}::date
      order by s.snapshot_date desc limit 1
    ) rv on true
    where ${sql.join(conditions, sql` and `)}`);
  return rows.map((row) => ({
    id: row.id,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    asin: row.asin,
    title: row.title,
    brand: row.brand,
    imageUrl: row.image_url,
    classification: row.classification,
    stock: row.stock === null ? null : Number(row.stock),
    bsr: row.bsr === null ? null : Number(row.bsr),
    bsrCategory: row.bsr_category,
    rating: row.rating,
    ratingCount: row.rating_count === null ? null : Number(row.rating_count),
  }));
}

/** The names of the given marketplaces, as the page's marketplace picker shows them (a reference table). */
export async function findMarketplaceNames(
  reader: DatabaseReader,
  marketplaceIds: readonly string[],
): Promise<Map<string, string>> {
  if (marketplaceIds.length === 0) return new Map();
  const { rows } = await reader.execute<{ id: string; name: string }>(sql`
    select m.id, m.name from ${marketplaces} m where m.id = any(${sql.param([...marketplaceIds])}::text[])`);
  return new Map(rows.map((row) => [row.id, row.name]));
}
