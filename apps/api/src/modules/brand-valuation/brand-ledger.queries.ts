// The brand valuation's ledger side (ADR 0039): the SKU-level rollups of the trailing windows
// converted per product, line and currency, and the units refunded per day and product.
import {
  and,
  eq,
  inArray,
  isNull,
  ledgerDailyRollups,
  ledgerEntries,
  products,
  settlements,
  sql,
  type SQL,
} from '@brandlens/db';
import { COST_LINE_PREFIX, COST_LINES } from '@brandlens/reporting-core';
import { findTotalsCurrencies } from '../profit-loss/converted-sums.queries.ts';
import { convertedMinorUnits, rateFactors } from '../profit-loss/rate-factors.queries.ts';
import { unitCostOnDay } from '../profit-loss/profit-loss.queries.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface DayRange {
  from: string;
  to: string;
}

export interface BrandLedgerSumsFilter {
  sellerId: string;
  targetCurrency: string;
  trailing12Months: DayRange;
  last30Days: DayRange;
  /** The ledger lines summed per product (net sales and units sold). */
  productLines: readonly string[];
}

/**
 * One line of one scope, converted day by day in the target currency: per month of the trailing
 * 12 months ('month') or over the last 30 days ('last30Days'), per owner; or per product over the
 * trailing 12 months ('productTrailing12Months') or the last 30 days ('productLast30Days').
 */
export interface BrandLedgerSum {
  scope: 'month' | 'last30Days' | 'productTrailing12Months' | 'productLast30Days';
  /** 'month': YYYY-MM; '' otherwise. */
  month: string;
  /** Owner scopes: null for rows without a SKU, '' for a product without a catalog brand, else the catalog brand key. */
  brand: string | null;
  /** Product scopes: the product's marketplace and SKU; '' otherwise. */
  marketplaceId: string;
  sku: string;
  /** A ledger P&L line, or COST_LINE_PREFIX + one of COST_LINES. */
  line: string;
  /** null when nothing was converted (a cost line whose units all lacked a cost). */
  minorUnits: bigint | null;
  quantity: number;
  isEstimated: boolean;
}

/** The earliest day some currency had no usable rate (the source before the target, as convert reports it). */
export interface MissingRate {
  currency: string;
  day: string;
}

/**
 * The ledger figures of the brand score, grouped and converted in SQL from the SKU-level daily
 * rollups (ADR 0024): each rollup row (day × product × line × currency × status), and each day ×
 * product × cost line's landed cost (units × the unit cost valid that day, per cost currency), is
 * converted with its day's rates and rounded once exactly as the statement's fast path does (ADR
 * 0014), then summed per month × catalog brand key and over the last 30 days × catalog brand key
 * (rows without a SKU on their own), and per product for the net sales lines. Rows: months × brands
 * × lines plus products × a few lines, whatever the orders; plus one row per currency without a
 * rate on some day.
 */
export async function findBrandLedgerSums(
  db: DatabaseReader,
  filter: BrandLedgerSumsFilter,
): Promise<{ sums: BrandLedgerSum[]; missingRates: MissingRate[] }> {
  const { sellerId, trailing12Months: t12, last30Days: last30 } = filter;
  const target = filter.targetCurrency;
  const from = t12.from < last30.from ? t12.from : last30.from;
  const to = t12.to > last30.to ? t12.to : last30.to;
  const currencies = (await findTotalsCurrencies(db, sellerId)).filter((currency) => currency !== target);
  const r = ledgerDailyRollups;
  const within = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;
  const converted = (amount: SQL, currency: SQL) => convertedMinorUnits(amount, currency, target);
  const rollups = sql`${r.sellerId} = ${sellerId} and ${r.day} between ${from}::date and ${to}::date`;
  const { rows } = await db.execute<{
    scope: BrandLedgerSum['scope'] | 'missingRate';
    month: string;
    brand: string | null;
    marketplace_id: string;
    sku: string;
    line: string;
    minor_units: string | null;
    quantity: string | null;
    is_estimated: boolean | null;
  }>(sql`
    with ${rateFactors(currencies, target, from, to)},
    costs as (
      select ${r.day} as day, ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.pnlLine} as pnl_line,
        coalesce(unit.currency, '') as currency, coalesce(sum(abs(${r.quantity}) * unit.cost), 0) as cost,
        sum(abs(${r.quantity})) as quantity
      from ${r} ${unitCostOnDay(r, sellerId)}
      where ${rollups} and ${inArray(r.pnlLine, [...COST_LINES])} and ${r.quantity} <> 0
      group by ${r.day}, ${r.marketplaceId}, ${r.sku}, ${r.pnlLine}, unit.currency
    ), converted as materialized (
      select t.day, t.marketplace_id, t.sku, t.line, t.currency, t.minor_units, t.quantity, t.is_estimated,
        case when t.sku = '' then null else coalesce(p.brand, '') end as brand
      from (
        select ${r.day} as day, ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.pnlLine} as line,
          ${r.currency} as currency, ${converted(sql`${r.amount}`, sql`${r.currency}`)} as minor_units,
          ${r.quantity} as quantity, ${r.status} = 'estimated' as is_estimated
        from ${r} left join factors f on f.currency = ${r.currency} and f.day = ${r.day}
        where ${rollups}
        union all
        select c.day, c.marketplace_id, c.sku, ${COST_LINE_PREFIX} || c.pnl_line, c.currency,
          ${converted(sql`c.cost`, sql`c.currency`)}, c.quantity, c.currency = ''
        from costs c left join factors f on f.currency = c.currency and f.day = c.day
      ) t
      left join ${products} p on p.seller_id = ${sellerId} and p.marketplace_id = t.marketplace_id and p.sku = t.sku
    )
    select 'month' as scope, to_char(day::timestamp, 'YYYY-MM') as month, brand, '' as marketplace_id, '' as sku,
      line, sum(minor_units)::text as minor_units, sum(quantity)::text as quantity, bool_or(is_estimated) as is_estimated
    from converted where ${within(t12)} group by 2, brand, line
    union all
    select 'last30Days', '', brand, '', '', line, sum(minor_units)::text, sum(quantity)::text, bool_or(is_estimated)
    from converted where ${within(last30)} group by brand, line
    union all
    select 'productTrailing12Months', '', null, marketplace_id, sku, line, sum(minor_units)::text, sum(quantity)::text,
      bool_or(is_estimated)
    from converted where ${within(t12)} and sku <> '' and line = any(${sql.param([...filter.productLines])}::text[])
    group by marketplace_id, sku, line
    union all
    select 'productLast30Days', '', null, marketplace_id, sku, line, sum(minor_units)::text, sum(quantity)::text,
      bool_or(is_estimated)
    from converted where ${within(last30)} and sku <> '' and line = any(${sql.param([...filter.productLines])}::text[])
    group by marketplace_id, sku, line
    union all
    select 'missingRate', min(pair.day)::text, null, '', '',
      case when f.from_rate is null then pair.currency else ${target}::text end, null, null, null
    from (select distinct currency, day from converted where currency <> ${target}::text and currency <> '') pair
    left join factors f on f.currency = pair.currency and f.day = pair.day
    where f.from_rate is null or f.to_rate is null
    group by 6`);
  const sums: BrandLedgerSum[] = [];
  const missingRates: MissingRate[] = [];
  for (const row of rows) {
    if (row.scope === 'missingRate') {
      missingRates.push({ currency: row.line, day: row.month });
      continue;
    }
    sums.push({
      scope: row.scope,
      month: row.month,
      brand: row.brand,
      marketplaceId: row.marketplace_id,
      sku: row.sku,
      line: row.line,
      minorUnits: row.minor_units === null ? null : BigInt(row.minor_units),
      quantity: Number(row.quantity ?? 0),
      isEstimated: row.is_estimated === true,
    });
  }
  return { sums, missingRates };
}

export interface RefundedUnits {
  day: string;
  marketplaceId: string;
  sku: string;
  units: number;
}

/**
 * Units refunded per day and marketplace × SKU between two days: the quantity
 * of the refunds' ItemPrice / Principal rows (a refund's shipping or gift wrap
 * rows repeat the quantity, so they are left out). A row's day is the one the
 * rollups use: its posted date, else its settlement's end date; the two
 * branches keep the seller and posted-date index usable.
 */
export async function findRefundedUnits(
  db: DatabaseReader,
  sellerId: string,
  from: string,
  to: string,
): Promise<RefundedUnits[]> {
  const e = ledgerEntries;
  const principalRefund = and(
    eq(e.sellerId, sellerId),
    eq(e.pnlLine, 'productReturns'),
    eq(e.amountType, 'ItemPrice'),
    eq(e.amountDescription, 'Principal'),
  );
  const { rows } = await db.execute<{ day: string; marketplace_id: string; sku: string; units: string }>(sql`
    select day::text as day, marketplace_id, sku, sum(units)::text as units from (
      select ${e.postedDate} as day, coalesce(${e.marketplaceId}, '') as marketplace_id,
        coalesce(${e.sku}, '') as sku, abs(coalesce(${e.quantity}, 0)) as units
      from ${e}
      where ${principalRefund} and ${e.postedDate} between ${from}::date and ${to}::date
      union all
      select (${settlements.endDate} at time zone 'UTC')::date as day, coalesce(${e.marketplaceId}, '') as marketplace_id,
        coalesce(${e.sku}, '') as sku, abs(coalesce(${e.quantity}, 0)) as units
      from ${e} join ${settlements} on ${settlements.id} = ${e.settlementRef}
      where ${principalRefund} and ${isNull(e.postedDate)}
        and (${settlements.endDate} at time zone 'UTC')::date between ${from}::date and ${to}::date
    ) refunds
    group by day, marketplace_id, sku`);
  return rows.map((row) => ({
    day: row.day,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    units: Number(row.units),
  }));
}
