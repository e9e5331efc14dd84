// Conversion of the advertising reads, the P&L's own (ADR 0014, docs/fx-and-cogs.md): each stored
// daily row (a day's total, a campaign's day, a ledger line's day) is converted with its day's
// rates through EUR and rounded once to the target's minor units, then summed. The queries build
// `with ${rateFactors(...)}` (profit-loss.queries.ts) and read their rows as `t` joined to `factors f` (factorsJoin).
import type { adAsinDaily } from '@brandlens/db';
import {
  adDailyTotals,
  and,
  eq,
  gte,
  ledgerDailyTotals,
  ledgerMarketplaceDailyTotals,
  lte,
  sql,
  type SQL,
} from '@brandlens/db';
import { EUR, formatDecimal, minorDigits, type AdSums } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { convertedMinorUnits } from '../profit-loss/rate-factors.queries.ts';
import type { AdScope } from './ad-filters.ts';

/** A currency and the first day it lacked a usable rate; the service answers 422 with it. */
export interface MissingRate {
  currency: string;
  day: string;
}

/** The rates of row `t` (its `currency` and `day`) as `f`. */
export const factorsJoin = sql`left join factors f on f.currency = t.currency and f.day = t.day`;

/** t's `column` in minor units of the target (a numeric). */
export const minorOf = (column: string, target: string): SQL =>
  convertedMinorUnits(sql.raw(`t.${column}`), sql`t.currency`, target);

/** Demo rates are generated, not published: a figure converted with one is estimated (docs/advertising-metrics.md). */
export const isRateEstimated = (target: string): SQL =>
  sql`(t.currency <> ${target}::text and (f.from_source = 'demo' or f.to_source = 'demo'))`;

/** 'YYYY-MM-DD CUR' when row t needed a rate its day lacks (the source's leg first, as convert reports it). */
export const missingRateOf = (target: string): SQL => sql`case when t.currency <> ${target}::text then
    case when f.currency is null or (t.currency <> ${EUR} and f.from_rate is null) then t.day::text || ' ' || t.currency
      when ${target}::text <> ${EUR} and f.to_rate is null then t.day::text || ' ' || ${target}::text end end`;

/** The earliest of a query's `missing_rate` texts (min() in SQL orders them by day). */
export function missingRateIn(rows: ReadonlyArray<{ missing_rate: string | null }>): MissingRate | null {
  let first: string | null = null;
  for (const row of rows)
    if (row.missing_rate !== null && (first === null || row.missing_rate < first)) first = row.missing_rate;
  if (first === null) return null;
  const [day = '', currency = ''] = first.split(' ');
  return { currency, day };
}

/** The ads' filter on a daily table with marketplace_id and ad_product columns, aliased `t`. */
export function adConditions(scope: AdScope): SQL {
  const column = (name: string) => sql.raw(`t.${name}`);
  const conditions = [
    sql`${column('seller_id')} = ${scope.sellerId}`,
    sql`${column('day')} between ${scope.from}::date and ${scope.to}::date`,
  ];
  if (scope.marketplaceId !== undefined) conditions.push(sql`${column('marketplace_id')} = ${scope.marketplaceId}`);
  if (scope.adProduct !== undefined) conditions.push(sql`${column('ad_product')} = ${scope.adProduct}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The currencies of the seller's ads rows in the days: the rate series is built for these only.
 * The daily totals (days × marketplaces × ad products) hold every currency of the campaign rows,
 * which every campaign writer keeps in step; the advertised product rows are asked themselves, as
 * a marketplace may have those without campaign rows (an upload of that report alone).
 */
export async function findAdCurrencies(
  reader: DatabaseReader,
  scope: AdScope,
  table: typeof adDailyTotals | typeof adAsinDaily = adDailyTotals,
): Promise<string[]> {
  const rows = await reader
    .select({ currency: table.currency })
    .from(table)
    .where(and(eq(table.sellerId, scope.sellerId), gte(table.day, scope.from), lte(table.day, scope.to)))
    .groupBy(table.currency);
  return rows.map((row) => row.currency);
}

/** The currencies of the seller's ledger totals in the days (days × lines rows). */
export async function findLedgerCurrencies(
  reader: DatabaseReader,
  scope: Pick<AdScope, 'sellerId' | 'from' | 'to' | 'marketplaceId'>,
): Promise<string[]> {
  const t = scope.marketplaceId === undefined ? ledgerDailyTotals : ledgerMarketplaceDailyTotals;
  const rows = await reader
    .select({ currency: t.currency })
    .from(t)
    .where(and(eq(t.sellerId, scope.sellerId), gte(t.day, scope.from), lte(t.day, scope.to)))
    .groupBy(t.currency);
  return rows.map((row) => row.currency);
}

/** The currencies to build rates for: those found, without the target (it needs no conversion). */
export const currenciesToConvert = (target: string, ...lists: ReadonlyArray<readonly string[]>) =>
  [...new Set(lists.flat())].filter((currency) => currency !== target);

/** A sum of minor units (numeric text from SQL, null for none) as a decimal string of the target. */
export function decimalOfMinor(minor: string | null, target: string): string {
  return formatDecimal({ units: BigInt(minor ?? '0'), scale: minorDigits(target) });
}

/** Σ of converted minor units as integer text (0 for no rows). */
export const sumMinor = (converted: SQL): SQL => sql`coalesce(sum(${converted}), 0)::bigint::text`;

/** The grouping of a read per period: a day, a month (YYYY-MM), or the whole period ('total'). */
export type AdBucket = 'day' | 'month' | 'total';

export function bucketSql(bucket: AdBucket): SQL {
  if (bucket === 'day') return sql`t.day::text`;
  if (bucket === 'month') return sql`to_char(t.day::timestamp, 'YYYY-MM')`;
  return sql`'total'`;
}

/** The ads' sums of a bucket: amounts as decimal strings in the target currency (no ledger figure). */
export type AdSumsOfAds = Omit<AdSums, 'totalSales'>;

/** A row's ads columns (spend, sales: converted minor units; counts as text) as sums. */
export function adSumsOf(row: AdSumsRow, target: string): AdSumsOfAds {
  return {
    spend: decimalOfMinor(row.spend, target),
    sales: decimalOfMinor(row.sales, target),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    orders: Number(row.orders),
    units: Number(row.units),
    estimated: row.estimated === true,
  };
}

/** The select list of adSumsOf's columns, over rows `t` joined to their rates `f`. */
export function adSumsColumns(target: string): SQL {
  return sql`${sumMinor(minorOf('spend', target))} as spend, ${sumMinor(minorOf('sales', target))} as sales,
    sum(t.impressions)::text as impressions, sum(t.clicks)::text as clicks, sum(t.orders)::text as orders,
    sum(t.units)::text as units, bool_or(not t.attribution_final or ${isRateEstimated(target)}) as estimated,
    min(${missingRateOf(target)}) as missing_rate`;
}

export type AdSumsRow = {
  spend: string;
  sales: string;
  impressions: string;
  clicks: string;
  orders: string;
  units: string;
  estimated: boolean;
  missing_rate: string | null;
};
