import {
  amazonOrders,
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
  ledgerOrderDayRollups,
  lte,
  products,
  settlements,
  sql,
  type Database,
  type SQL,
} from '@brandlens/db';
import { COST_LINES, type FxRate, type RollupSum, type UnitCostSum } from '@brandlens/reporting-core';

export interface RollupFilter {
  /** posted: ledger_daily_rollups; order: ledger_order_day_rollups (the day is the order day when known). */
  basis: 'posted' | 'order';
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

type Rollups = typeof ledgerDailyRollups | typeof ledgerOrderDayRollups;

/** The rollups of the basis: both tables have the same columns; the order basis adds day_source. */
const rollupsOf = (filter: RollupFilter): Rollups =>
  filter.basis === 'order' ? ledgerOrderDayRollups : ledgerDailyRollups;

/**
 * A rollup row's status: on the order basis, rows of orders in no orders report sit on their
 * posted day as a fallback, so what they make up is estimated.
 */
function statusOf(filter: RollupFilter): SQL {
  return filter.basis === 'order'
    ? sql`case when ${ledgerOrderDayRollups.daySource} = 'posted_fallback' then 'estimated' else ${ledgerOrderDayRollups.status}::text end`
    : sql`${ledgerDailyRollups.status}::text`;
}

function rollupConditions(filter: RollupFilter): SQL {
  const r = rollupsOf(filter);
  const conditions = [eq(r.sellerId, filter.sellerId), gte(r.day, filter.from), lte(r.day, filter.to)];
  if (filter.marketplaceId !== undefined) conditions.push(eq(r.marketplaceId, filter.marketplaceId));
  if (filter.brand !== undefined) {
    conditions.push(brandCondition(filter.brand, sql`${r.marketplaceId}`, sql`${r.sku}`, sql`${r.sellerId}`));
  }
  return and(...conditions) as SQL;
}

/** Per product (marketplace × SKU) or, for the statement, over all products of a day. */
const productColumns = (r: Rollups, byProduct: boolean) =>
  byProduct ? sql`${r.marketplaceId} as marketplace_id, ${r.sku} as sku` : sql`'' as marketplace_id, '' as sku`;
const productGroup = (r: Rollups, byProduct: boolean) => (byProduct ? sql`, ${r.marketplaceId}, ${r.sku}` : sql``);

type SumRow = {
  day: string;
  marketplace_id: string;
  sku: string;
  pnl_line: string;
  currency: string | null;
  status: 'estimated' | 'final';
  amount: string;
  quantity: string;
  /** Unit cost sums on the order basis: some units are dated by posted date as a fallback. */
  has_fallback_dates?: boolean;
};

/**
 * Daily sums per P&L line, currency and status, summed in SQL over the daily
 * rollups: the rows returned grow with days × lines (× products when asked),
 * never with orders.
 */
export async function findRollupSums(db: Database, filter: RollupFilter, byProduct: boolean): Promise<RollupSum[]> {
  const r = rollupsOf(filter);
  const status = statusOf(filter);
  const { rows } = await db.execute<SumRow>(sql`
    select ${r.day}::text as day, ${productColumns(r, byProduct)}, ${r.pnlLine} as pnl_line, ${r.currency} as currency,
      ${status} as status, sum(${r.amount})::text as amount, sum(${r.quantity})::text as quantity
    from ${r} where ${rollupConditions(filter)}
    group by ${r.day}, ${r.pnlLine}, ${r.currency}, ${status}${productGroup(r, byProduct)}`);
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
  const r = rollupsOf(filter);
  const c = costOfGoods;
  const fallback =
    filter.basis === 'order' ? sql`bool_or(${ledgerOrderDayRollups.daySource} = 'posted_fallback')` : sql`false`;
  const { rows } = await db.execute<SumRow>(sql`
    select ${r.day}::text as day, ${productColumns(r, byProduct)}, ${r.pnlLine} as pnl_line, cost.currency as currency,
      'final' as status, coalesce(sum(abs(${r.quantity}) * cost.unit_cost), 0)::text as amount,
      sum(abs(${r.quantity}))::text as quantity, ${fallback} as has_fallback_dates
    from ${r}
    left join lateral (
      select ${c.unitLandedCost} as unit_cost, ${c.currency} as currency from ${c}
      where ${c.sellerId} = ${r.sellerId} and ${c.sku} = ${r.sku} and ${c.validFrom} <= ${r.day}
      order by ${c.validFrom} desc limit 1
    ) cost on true
    where ${rollupConditions(filter)} and ${inArray(r.pnlLine, [...COST_LINES])} and ${r.quantity} <> 0
    group by ${r.day}, ${r.pnlLine}, cost.currency${productGroup(r, byProduct)}`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    pnlLine: row.pnl_line as UnitCostSum['pnlLine'],
    currency: row.currency,
    cost: row.amount,
    quantity: Number(row.quantity),
    hasFallbackDates: row.has_fallback_dates === true,
  }));
}

export interface DatingCount {
  day: string;
  daySource: 'order' | 'posted' | 'posted_fallback';
  rows: number;
}

/** Order basis: ledger rows per day and how they were dated, from the rollups (so it does not grow with orders). */
export async function findOrderDatingCounts(db: Database, filter: RollupFilter): Promise<DatingCount[]> {
  const r = ledgerOrderDayRollups;
  const rows = await db
    .select({ day: r.day, daySource: r.daySource, rows: sql<number>`sum(${r.rowCount})::int` })
    .from(r)
    .where(rollupConditions({ ...filter, basis: 'order' }))
    .groupBy(r.day, r.daySource);
  return rows.map((row) => ({ day: row.day, daySource: row.daySource, rows: Number(row.rows) }));
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

/** On the order basis, the order day of a row whose order is in an imported orders report (amazon_orders joined). */
const orderBasisDay = sql<string>`case when ${amazonOrders.orderId} is not null then ${amazonOrders.orderDay} else ${ledgerDay} end`;

const dayOf = (filter: RollupFilter) => (filter.basis === 'order' ? orderBasisDay : ledgerDay);

/** The row's order in the seller's orders, when it has one (matched only on the order basis). */
const orderOfRow = (filter: RollupFilter) =>
  and(
    sql.raw(filter.basis === 'order' ? 'true' : 'false'),
    eq(amazonOrders.sellerId, ledgerEntries.sellerId),
    eq(amazonOrders.orderId, ledgerEntries.orderId),
  );

/**
 * Distinct orders with product sales per month or day. Unlike the statement it
 * reads ledger rows (order ids are not in the rollups), through the seller and date index.
 */
export async function findOrderCounts(db: Database, filter: RollupFilter, monthly: boolean) {
  const e = ledgerEntries;
  const day = dayOf(filter);
  const bucket = monthly ? sql<string>`to_char(${day}, 'YYYY-MM')` : sql<string>`${day}::text`;
  const conditions: SQL[] = [
    eq(e.sellerId, filter.sellerId),
    eq(e.pnlLine, 'fullPriceFulfilledProductSales'),
    sql`${e.orderId} is not null`,
    sql`${day} between ${filter.from}::date and ${filter.to}::date`,
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
    .leftJoin(amazonOrders, orderOfRow(filter))
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
 * the one the rollup of the basis used: its posted date, else its settlement's
 * end date; on the order basis the order day when its order is known.
 */
export async function findLedgerRows(db: Database, filter: LedgerRowsFilter) {
  const e = ledgerEntries;
  const day = dayOf(filter);
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
    .leftJoin(amazonOrders, orderOfRow(filter))
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
