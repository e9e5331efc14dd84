import {
  and,
  asc,
  costOfGoods,
  eq,
  fxRates,
  gt,
  gte,
  inArray,
  ledgerDailyRollups,
  ledgerEntries,
  lte,
  products,
  settlements,
  sql,
  type Database,
  type SQL,
} from '@brandlens/db';
import { COST_LINES, type FxRate, type RollupSum, type UnitCostSum } from '@brandlens/reporting-core';

export interface RollupFilter {
  sellerId: string;
  from: string;
  to: string;
  /** undefined: all marketplaces. */
  marketplaceId: string | undefined;
  /** undefined: all brands; a brand keeps the rows whose marketplace × SKU is a product of that brand. */
  brand: string | undefined;
}

function brandCondition(brand: string, marketplace: SQL | string, sku: SQL | string, sellerId: SQL | string): SQL {
  return sql`exists (select 1 from ${products} where ${products.sellerId} = ${sellerId}
    and ${products.marketplaceId} = ${marketplace} and ${products.sku} = ${sku} and ${products.brand} = ${brand})`;
}

function rollupConditions(filter: RollupFilter): SQL {
  const r = ledgerDailyRollups;
  const conditions = [eq(r.sellerId, filter.sellerId), gte(r.day, filter.from), lte(r.day, filter.to)];
  if (filter.marketplaceId !== undefined) conditions.push(eq(r.marketplaceId, filter.marketplaceId));
  if (filter.brand !== undefined) {
    conditions.push(brandCondition(filter.brand, sql`${r.marketplaceId}`, sql`${r.sku}`, sql`${r.sellerId}`));
  }
  return and(...conditions) as SQL;
}

/** Per product (marketplace × SKU) or, for the statement, over all products of a day. */
const productColumns = (byProduct: boolean) =>
  byProduct
    ? sql`${ledgerDailyRollups.marketplaceId} as marketplace_id, ${ledgerDailyRollups.sku} as sku`
    : sql`'' as marketplace_id, '' as sku`;
const productGroup = (byProduct: boolean) =>
  byProduct ? sql`, ${ledgerDailyRollups.marketplaceId}, ${ledgerDailyRollups.sku}` : sql``;

type SumRow = {
  day: string;
  marketplace_id: string;
  sku: string;
  pnl_line: string;
  currency: string | null;
  status: 'estimated' | 'final';
  amount: string;
  quantity: string;
};

/**
 * Daily sums per P&L line, currency and status, summed in SQL over the daily
 * rollups: the rows returned grow with days × lines (× products when asked),
 * never with orders.
 */
export async function findRollupSums(db: Database, filter: RollupFilter, byProduct: boolean): Promise<RollupSum[]> {
  const r = ledgerDailyRollups;
  const { rows } = await db.execute<SumRow>(sql`
    select ${r.day}::text as day, ${productColumns(byProduct)}, ${r.pnlLine} as pnl_line, ${r.currency} as currency,
      ${r.status} as status, sum(${r.amount})::text as amount, sum(${r.quantity})::text as quantity
    from ${r} where ${rollupConditions(filter)}
    group by ${r.day}, ${r.pnlLine}, ${r.currency}, ${r.status}${productGroup(byProduct)}`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    pnlLine: row.pnl_line,
    currency: row.currency ?? '',
    status: row.status,
    amount: row.amount,
    quantity: Number(row.quantity),
  }));
}

/**
 * Units sold and returned per day × the unit landed cost valid on that day
 * (latest validFrom on or before it), summed per cost currency; units without
 * a cost come back with currency null.
 */
export async function findUnitCostSums(db: Database, filter: RollupFilter, byProduct: boolean): Promise<UnitCostSum[]> {
  const r = ledgerDailyRollups;
  const c = costOfGoods;
  const { rows } = await db.execute<SumRow>(sql`
    select ${r.day}::text as day, ${productColumns(byProduct)}, ${r.pnlLine} as pnl_line, cost.currency as currency,
      'final' as status, coalesce(sum(abs(${r.quantity}) * cost.unit_cost), 0)::text as amount,
      sum(abs(${r.quantity}))::text as quantity
    from ${r}
    left join lateral (
      select ${c.unitLandedCost} as unit_cost, ${c.currency} as currency from ${c}
      where ${c.sellerId} = ${r.sellerId} and ${c.sku} = ${r.sku} and ${c.validFrom} <= ${r.day}
      order by ${c.validFrom} desc limit 1
    ) cost on true
    where ${rollupConditions(filter)} and ${inArray(r.pnlLine, [...COST_LINES])} and ${r.quantity} <> 0
    group by ${r.day}, ${r.pnlLine}, cost.currency${productGroup(byProduct)}`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    pnlLine: row.pnl_line as UnitCostSum['pnlLine'],
    currency: row.currency,
    cost: row.amount,
    quantity: Number(row.quantity),
  }));
}

/** Rates of the currencies from `since` (a few days before the period, for the latest rate on or before) to `to`. */
export async function findRates(
  db: Database,
  currencies: readonly string[],
  since: string,
  to: string,
): Promise<FxRate[]> {
  if (currencies.length === 0) return [];
  return db
    .select({
      rateDate: fxRates.rateDate,
      currency: fxRates.currency,
      ratePerEur: fxRates.ratePerEur,
      source: fxRates.source,
    })
    .from(fxRates)
    .where(and(inArray(fxRates.currency, [...currencies]), gte(fxRates.rateDate, since), lte(fxRates.rateDate, to)));
}

/** The day a ledger row counts on in the rollups: its posted date, else its settlement's end date. */
const ledgerDay = sql<string>`coalesce(${ledgerEntries.postedDate}, (${settlements.endDate} at time zone 'UTC')::date)`;

/**
 * Distinct orders with product sales per month or day. Unlike the statement it
 * reads ledger rows (order ids are not in the rollups), through the seller and date index.
 */
export async function findOrderCounts(db: Database, filter: RollupFilter, monthly: boolean) {
  const e = ledgerEntries;
  const bucket = monthly ? sql<string>`to_char(${ledgerDay}, 'YYYY-MM')` : sql<string>`${ledgerDay}::text`;
  const conditions: SQL[] = [
    eq(e.sellerId, filter.sellerId),
    eq(e.pnlLine, 'fullPriceFulfilledProductSales'),
    sql`${e.orderId} is not null`,
    sql`${ledgerDay} between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.marketplaceId !== undefined)
    conditions.push(sql`coalesce(${e.marketplaceId}, '') = ${filter.marketplaceId}`);
  if (filter.brand !== undefined) {
    conditions.push(brandCondition(filter.brand, sql`${e.marketplaceId}`, sql`${e.sku}`, sql`${e.sellerId}`));
  }
  const rows = await db
    .select({ bucket, orders: sql<string>`count(distinct ${e.orderId})` })
    .from(e)
    .leftJoin(settlements, eq(settlements.id, e.settlementRef))
    .where(and(...conditions))
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.bucket, Number(row.orders)]));
}

export interface LedgerRowsFilter extends RollupFilter {
  pnlLines: readonly string[];
  sku: string | undefined;
  afterId: bigint | undefined;
  limit: number;
}

/**
 * The ledger rows behind rollup cells, keyset-paginated on id. A row's day is
 * the one the rollup used: its posted date, else its settlement's end date.
 */
export async function findLedgerRows(db: Database, filter: LedgerRowsFilter) {
  const e = ledgerEntries;
  const day = ledgerDay;
  const conditions: SQL[] = [
    eq(e.sellerId, filter.sellerId),
    inArray(e.pnlLine, [...filter.pnlLines]),
    sql`${day} between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.marketplaceId !== undefined)
    conditions.push(sql`coalesce(${e.marketplaceId}, '') = ${filter.marketplaceId}`);
  if (filter.sku !== undefined) conditions.push(sql`coalesce(${e.sku}, '') = ${filter.sku}`);
  if (filter.brand !== undefined)
    conditions.push(brandCondition(filter.brand, sql`${e.marketplaceId}`, sql`${e.sku}`, sql`${e.sellerId}`));
  if (filter.afterId !== undefined) conditions.push(gt(e.id, filter.afterId));
  return db
    .select({
      id: e.id,
      day: sql<string>`${day}::text`,
      settlementId: settlements.settlementId,
      marketplaceId: e.marketplaceId,
      sku: e.sku,
      orderId: e.orderId,
      transactionType: e.transactionType,
      amountType: e.amountType,
      amountDescription: e.amountDescription,
      pnlLine: e.pnlLine,
      quantity: e.quantity,
      amount: e.amount,
      currency: e.currency,
      status: e.status,
      sourceLine: e.sourceLine,
    })
    .from(e)
    .leftJoin(settlements, eq(settlements.id, e.settlementRef))
    .where(and(...conditions))
    .orderBy(asc(e.id))
    .limit(filter.limit + 1);
}

/** The seller's products with their ASIN, brand and title, by marketplace × SKU. */
export async function findSellerProducts(db: Database, sellerId: string) {
  return db
    .select({
      marketplaceId: products.marketplaceId,
      sku: products.sku,
      asin: products.asin,
      brand: products.brand,
      title: products.title,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
}
