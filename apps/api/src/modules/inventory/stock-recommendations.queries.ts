// The reads behind the stock recommendations: a fixed handful of set-based queries per request,
// each starting from the seller id (fba_inventory_daily by seller and day, the order-day rollups
// by seller and day, products, catalog items and costs by seller), never one query per SKU.
import {
  catalogItems,
  costOfGoods,
  fbaInventoryDaily,
  inArray,
  ledgerOrderDayRollups,
  marketplaces,
  products,
  sql,
  type SQL,
} from '@brandlens/db';
import type { StockPosition, TPnlLine } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

/** Units sold are the quantities on full-price product sales rows (ItemPrice / Principal on orders). */
export const UNITS_SOLD_LINE: TPnlLine = 'fullPriceFulfilledProductSales';

export interface StockFilter {
  sellerId: string;
  /** undefined: every marketplace. */
  marketplaceId: string | undefined;
  /** undefined: every brand; else only SKUs whose product in that marketplace has this brand. */
  brand: string | undefined;
}

export interface LatestStockRow extends StockPosition {
  marketplaceId: string;
  sku: string;
  day: string;
  asin: string | null;
  productName: string | null;
  source: string;
}

export interface DailyFigureRow {
  marketplaceId: string;
  sku: string;
  day: string;
  value: number;
}

export interface ProductRow {
  marketplaceId: string;
  sku: string;
  asin: string | null;
  parentAsin: string | null;
  brand: string | null;
  title: string | null;
}

/** The filter's conditions on a table with seller, marketplace and SKU columns. */
function filterConditions(filter: StockFilter, columns: { sellerId: SQL; marketplaceId: SQL; sku: SQL }): SQL {
  const conditions = [sql`${columns.sellerId} = ${filter.sellerId}`];
  if (filter.marketplaceId !== undefined) conditions.push(sql`${columns.marketplaceId} = ${filter.marketplaceId}`);
  if (filter.brand !== undefined) {
    conditions.push(sql`exists (select 1 from ${products} where ${products.sellerId} = ${filter.sellerId}
      and ${products.marketplaceId} = ${columns.marketplaceId} and ${products.sku} = ${columns.sku}
      and ${products.brand} = ${filter.brand})`);
  }
  return sql.join(conditions, sql` and `);
}

const stockColumns = {
  sellerId: sql`${fbaInventoryDaily.sellerId}`,
  marketplaceId: sql`${fbaInventoryDaily.marketplaceId}`,
  sku: sql`${fbaInventoryDaily.sku}`,
};

/** The latest day on or before `until` with stock figures for the seller; null when it has none. */
export async function findLatestStockDay(reader: DatabaseReader, sellerId: string, until: string) {
  const i = fbaInventoryDaily;
  const { rows } = await reader.execute<{ day: string }>(sql`
    select ${i.day}::text as day from ${i} where ${i.sellerId} = ${sellerId} and ${i.day} <= ${until}
    order by ${i.day} desc limit 1`);
  return rows[0]?.day ?? null;
}

/** Each SKU × marketplace's latest figures between `since` and `until` (a SKU the latest day lacks keeps its own last). */
export async function findLatestStock(
  reader: DatabaseReader,
  filter: StockFilter,
  since: string,
  until: string,
): Promise<LatestStockRow[]> {
  const i = fbaInventoryDaily;
  const { rows } = await reader.execute<Record<string, string | number | null>>(sql`
    select distinct on (${i.marketplaceId}, ${i.sku}) ${i.marketplaceId} as marketplace_id, ${i.sku} as sku,
      ${i.day}::text as day, ${i.asin} as asin, ${i.productName} as product_name, ${i.source} as source,
      ${i.fulfillable} as fulfillable, ${i.inboundWorking} as inbound_working, ${i.inboundShipped} as inbound_shipped,
      ${i.inboundReceiving} as inbound_receiving, ${i.reserved} as reserved, ${i.unfulfillable} as unsellable,
      ${i.researching} as researching, ${i.total} as total
    from ${i}
    where ${filterConditions(filter, stockColumns)} and ${i.day} between ${since} and ${until}
    order by ${i.marketplaceId}, ${i.sku}, ${i.day} desc`);
  return rows.map((row) => ({
    marketplaceId: String(row.marketplace_id),
    sku: String(row.sku),
    day: String(row.day),
    asin: row.asin === null ? null : String(row.asin),
    productName: row.product_name === null ? null : String(row.product_name),
    source: String(row.source),
    fulfillable: Number(row.fulfillable),
    inboundWorking: Number(row.inbound_working),
    inboundShipped: Number(row.inbound_shipped),
    inboundReceiving: Number(row.inbound_receiving),
    reserved: Number(row.reserved),
    unsellable: Number(row.unsellable),
    researching: Number(row.researching),
    total: Number(row.total),
  }));
}

/** Fulfillable units per SKU × marketplace × day from `from` to `to`. */
export async function findDailyFulfillable(
  reader: DatabaseReader,
  filter: StockFilter,
  from: string,
  to: string,
): Promise<DailyFigureRow[]> {
  const i = fbaInventoryDaily;
  const { rows } = await reader.execute<{ marketplace_id: string; sku: string; day: string; value: number }>(sql`
    select ${i.marketplaceId} as marketplace_id, ${i.sku} as sku, ${i.day}::text as day, ${i.fulfillable} as value
    from ${i} where ${filterConditions(filter, stockColumns)} and ${i.day} between ${from} and ${to}`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    day: row.day,
    value: Number(row.value),
  }));
}

/**
 * The last order-basis day before `before` with units sold: where the seller's sales data ends. An
 * upload-only seller's money arrives with settlements, up to two weeks late; a window ending later
 * would count days whose sales are not in yet as days without sales.
 */
export async function findSalesThroughDay(reader: DatabaseReader, sellerId: string, before: string) {
  const r = ledgerOrderDayRollups;
  const { rows } = await reader.execute<{ day: string }>(sql`
    select ${r.day}::text as day from ${r}
    where ${r.sellerId} = ${sellerId} and ${r.day} < ${before} and ${r.pnlLine} = ${UNITS_SOLD_LINE}
    order by ${r.day} desc limit 1`);
  return rows[0]?.day ?? null;
}

/** Units sold per SKU × marketplace × order-basis day from `from` to `to`, estimated and final alike. */
export async function findDailyUnitsSold(
  reader: DatabaseReader,
  filter: StockFilter,
  from: string,
  to: string,
): Promise<DailyFigureRow[]> {
  const r = ledgerOrderDayRollups;
  const columns = { sellerId: sql`${r.sellerId}`, marketplaceId: sql`${r.marketplaceId}`, sku: sql`${r.sku}` };
  const { rows } = await reader.execute<{ marketplace_id: string; sku: string; day: string; value: string }>(sql`
    select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.day}::text as day, sum(${r.quantity})::text as value
    from ${r}
    where ${filterConditions(filter, columns)} and ${r.day} between ${from} and ${to} and ${r.pnlLine} = ${UNITS_SOLD_LINE}
    group by ${r.marketplaceId}, ${r.sku}, ${r.day}`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    day: row.day,
    value: Number(row.value),
  }));
}

/** The seller's catalog: ASIN, parent ASIN, brand and title per SKU × marketplace. */
export async function findSellerProducts(reader: DatabaseReader, filter: StockFilter): Promise<ProductRow[]> {
  const p = products;
  const columns = { sellerId: sql`${p.sellerId}`, marketplaceId: sql`${p.marketplaceId}`, sku: sql`${p.sku}` };
  const { rows } = await reader.execute<{
    marketplace_id: string;
    sku: string;
    asin: string | null;
    parent_asin: string | null;
    brand: string | null;
    title: string | null;
  }>(sql`
    select ${p.marketplaceId} as marketplace_id, ${p.sku} as sku, ${p.asin} as asin, ${p.parentAsin} as parent_asin,
      ${p.brand} as brand, ${p.title} as title
    from ${p} where ${filterConditions(filter, columns)}`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    asin: row.asin,
    parentAsin: row.parent_asin,
    brand: row.brand,
    title: row.title,
  }));
}

/** Catalog titles of some ASINs (the parents of a roll-up), per marketplace. */
export async function findCatalogTitles(reader: DatabaseReader, sellerId: string, asins: readonly string[]) {
  if (asins.length === 0) return [];
  const c = catalogItems;
  const { rows } = await reader.execute<{ marketplace_id: string; asin: string; title: string }>(sql`
    select ${c.marketplaceId} as marketplace_id, ${c.asin} as asin, ${c.title} as title from ${c}
    where ${c.sellerId} = ${sellerId} and ${inArray(c.asin, [...asins])} and ${c.title} is not null`);
  return rows.map((row) => ({ marketplaceId: row.marketplace_id, asin: row.asin, title: row.title }));
}

/** Each SKU's unit landed cost valid on `day` (the latest validFrom on or before it), with its currency. */
export async function findCostsOnDay(reader: DatabaseReader, sellerId: string, day: string) {
  const c = costOfGoods;
  const { rows } = await reader.execute<{ sku: string; unit_landed_cost: string; currency: string }>(sql`
    select distinct on (${c.sku}) ${c.sku} as sku, ${c.unitLandedCost}::text as unit_landed_cost, ${c.currency} as currency
    from ${c} where ${c.sellerId} = ${sellerId} and ${c.validFrom} <= ${day}
    order by ${c.sku}, ${c.validFrom} desc`);
  return rows.map((row) => ({ sku: row.sku, unitLandedCost: row.unit_landed_cost, currency: row.currency }));
}

/** Every marketplace's domain name (a reference table of a few dozen rows), for the report's people. */
export async function findMarketplaceNames(db: DatabaseReader): Promise<Map<string, string>> {
  const rows = await db.select({ id: marketplaces.id, domainName: marketplaces.domainName }).from(marketplaces);
  return new Map(rows.map((row) => [row.id, row.domainName]));
}
