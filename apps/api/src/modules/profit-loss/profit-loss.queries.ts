import {
  and,
  costDailyTotals,
  costMarketplaceDailyTotals,
  costOfGoods,
  costOrderDayMarketplaceTotals,
  costOrderDayTotals,
  eq,
  gte,
  inArray,
  ledgerDailyRollups,
  ledgerDailyTotals,
  ledgerMarketplaceDailyTotals,
  ledgerOrderDayMarketplaceTotals,
  ledgerOrderDayRollups,
  ledgerOrderDaySources,
  ledgerOrderDayTotals,
  lte,
  products,
  sql,
  type SQL,
} from '@brandlens/db';
import { COST_LINES, type RollupSum, type UnitCostSum } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface RollupFilter {
  /** posted: every row on its posted day; order: rows of known orders on their order day (ADR 0022). */
  basis: 'posted' | 'order';
  sellerId: string;
  from: string;
  to: string;
  /** undefined: all marketplaces. */
  marketplaceId: string | undefined;
  /** undefined: all brands; a brand keeps the rows whose marketplace × SKU is a product of that brand. */
  brand: string | undefined;
  /** undefined: every SKU; a SKU keeps its rows only (one product's page, with a marketplace). */
  sku?: string | undefined;
}

export function brandCondition(
  brand: string,
  marketplace: SQL | string,
  sku: SQL | string,
  sellerId: SQL | string,
): SQL {
  return sql`exists (select 1 from ${products} where ${products.sellerId} = ${sellerId}
    and ${products.marketplaceId} = ${marketplace} and ${products.sku} = ${sku} and ${products.brand} = ${brand})`;
}

export type Rollups = typeof ledgerDailyRollups | typeof ledgerOrderDayRollups;

/** The SKU-level rollups of the basis: the same columns; the order basis adds day_source. */
export const rollupsOf = (filter: RollupFilter): Rollups =>
  filter.basis === 'order' ? ledgerOrderDayRollups : ledgerDailyRollups;

/**
 * A row's status as the statement reads it: on the order basis, rows of orders in no orders
 * report sit on their posted day as a fallback, so what they make up is estimated.
 */
export function statusOf(status: SQL, daySource: SQL | undefined): SQL {
  return daySource
    ? sql`case when ${daySource} = 'posted_fallback' then 'estimated' else ${status}::text end`
    : sql`${status}::text`;
}

/** On the order basis, whether the rows summed include some dated by posted date as a fallback. */
export function fallbackOf(daySource: SQL | undefined): SQL {
  return daySource ? sql`bool_or(${daySource} = 'posted_fallback')` : sql`false`;
}

/** The day source column of an order-basis table; undefined on the posted basis. */
export function daySourceOf(table: Rollups) {
  return 'daySource' in table ? sql`${table.daySource}` : undefined;
}

/**
 * SQL: `left join` of each SKU's landed unit cost on the rollup row's day, as `unit` (cost,
 * currency): a cost applies from its validFrom to the day before the SKU's next one.
 */
export function unitCostOnDay(r: Rollups, sellerId: string): SQL {
  const cost = costOfGoods;
  return sql`left join (
      select ${cost.sku} as sku, ${cost.unitLandedCost} as cost, ${cost.currency} as currency,
        ${cost.validFrom} as valid_from,
        lead(${cost.validFrom}) over (partition by ${cost.sku} order by ${cost.validFrom}) as valid_until
      from ${cost} where ${cost.sellerId} = ${sellerId}
    ) unit on unit.sku = ${r.sku} and unit.valid_from <= ${r.day}
      and (unit.valid_until is null or ${r.day} < unit.valid_until)`;
}

export function rollupConditions(filter: RollupFilter): SQL {
  const r = rollupsOf(filter);
  const conditions = [eq(r.sellerId, filter.sellerId), gte(r.day, filter.from), lte(r.day, filter.to)];
  if (filter.marketplaceId !== undefined) conditions.push(eq(r.marketplaceId, filter.marketplaceId));
  if (filter.sku !== undefined) conditions.push(eq(r.sku, filter.sku));
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
export async function findRollupSums(
  db: DatabaseReader,
  filter: RollupFilter,
  byProduct: boolean,
): Promise<RollupSum[]> {
  const r = rollupsOf(filter);
  const status = statusOf(sql`${r.status}`, daySourceOf(r));
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
export async function findUnitCostSums(
  db: DatabaseReader,
  filter: RollupFilter,
  byProduct: boolean,
): Promise<UnitCostSum[]> {
  const r = rollupsOf(filter);
  const c = costOfGoods;
  const { rows } = await db.execute<SumRow>(sql`
    select ${r.day}::text as day, ${productColumns(r, byProduct)}, ${r.pnlLine} as pnl_line, cost.currency as currency,
      'final' as status, coalesce(sum(abs(${r.quantity}) * cost.unit_cost), 0)::text as amount,
      sum(abs(${r.quantity}))::text as quantity, ${fallbackOf(daySourceOf(r))} as has_fallback_dates
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

/** The SKU-less totals of the basis (ADR 0014, ADR 0022): all marketplaces, or one. */
export function totalsOf(filter: RollupFilter) {
  const byMarketplace = filter.marketplaceId !== undefined;
  if (filter.basis === 'order') {
    return {
      ledger: byMarketplace ? ledgerOrderDayMarketplaceTotals : ledgerOrderDayTotals,
      costs: byMarketplace ? costOrderDayMarketplaceTotals : costOrderDayTotals,
    };
  }
  return {
    ledger: byMarketplace ? ledgerMarketplaceDailyTotals : ledgerDailyTotals,
    costs: byMarketplace ? costMarketplaceDailyTotals : costDailyTotals,
  };
}

export interface DatingCount {
  day: string;
  daySource: 'order' | 'posted' | 'posted_fallback';
  rows: number;
}

/**
 * Order basis: ledger rows per day and day source, from the rows-per-source table (or, with a
 * brand, the SKU-level rollup the statement reads), so it does not grow with orders either.
 */
export async function findOrderDatingCounts(db: DatabaseReader, filter: RollupFilter): Promise<DatingCount[]> {
  if (filter.brand !== undefined) {
    const r = ledgerOrderDayRollups;
    const rows = await db
      .select({ day: r.day, daySource: r.daySource, rows: sql<number>`sum(${r.rowCount})::int` })
      .from(r)
      .where(rollupConditions({ ...filter, basis: 'order' }))
      .groupBy(r.day, r.daySource);
    return rows.map((row) => ({ day: row.day, daySource: row.daySource, rows: Number(row.rows) }));
  }
  const t = ledgerOrderDaySources;
  const rows = await db
    .select({ day: t.day, daySource: t.daySource, rows: sql<number>`sum(${t.rowCount})::int` })
    .from(t)
    .where(
      and(
        eq(t.sellerId, filter.sellerId),
        gte(t.day, filter.from),
        lte(t.day, filter.to),
        filter.marketplaceId === undefined ? undefined : eq(t.marketplaceId, filter.marketplaceId),
      ),
    )
    .groupBy(t.day, t.daySource);
  return rows.map((row) => ({ day: row.day, daySource: row.daySource, rows: Number(row.rows) }));
}
