// The statement's sums converted to the target currency in SQL (ADR 0037, 0041): the currencies
// of a seller's totals and the period's sums per month or day with the rates they used, converted
// by rate-factors.queries.ts. Shared by the product table, brand valuation and the portfolio.
import {
  and,
  costDailyTotals,
  costOrderDayTotals,
  eq,
  inArray,
  ledgerDailyTotals,
  ledgerOrderDayTotals,
  sql,
  type SQL,
} from '@brandlens/db';
import {
  COST_LINE_PREFIX,
  COST_LINES,
  type ConversionLegs,
  type ConvertedLineSum,
  type FxRate,
} from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { convertedMinorUnits, rateFactors } from './rate-factors.queries.ts';
import {
  daySourceOf,
  fallbackOf,
  rollupConditions,
  rollupsOf,
  statusOf,
  totalsOf,
  unitCostOnDay,
  type RollupFilter,
} from './profit-loss.queries.ts';

export interface ConvertedSumsFilter extends RollupFilter {
  targetCurrency: string;
  /** Groups are months (YYYY-MM), else days. */
  monthly: boolean;
}

/**
 * The currencies of a seller's totals (ledger and cost), whatever the period: a few steps
 * through the primary keys, which start with seller and currency.
 */
export async function findTotalsCurrencies(
  db: DatabaseReader,
  sellerId: string,
  basis: RollupFilter['basis'] = 'posted',
): Promise<string[]> {
  const totals =
    basis === 'order'
      ? { ledger: ledgerOrderDayTotals, costs: costOrderDayTotals }
      : { ledger: ledgerDailyTotals, costs: costDailyTotals };
  const skipThrough = (table: typeof totals.ledger | typeof totals.costs, found: string) => sql`
    (select ${table.currency} as currency from ${table} where ${table.sellerId} = ${sellerId}
      order by ${table.currency} limit 1)
    union all
    select (select ${table.currency} from ${table} where ${table.sellerId} = ${sellerId}
        and ${table.currency} > ${sql.identifier(found)}.currency order by ${table.currency} limit 1)
    from ${sql.identifier(found)} where ${sql.identifier(found)}.currency is not null`;
  const { rows } = await db.execute<{ currency: string }>(sql`
    with recursive ledger_found(currency) as (${skipThrough(totals.ledger, 'ledger_found')}),
      cost_found(currency) as (${skipThrough(totals.costs, 'cost_found')})
    select currency from ledger_found where currency is not null
    union select currency from cost_found where currency is not null and currency <> ''`);
  return rows.map((row) => row.currency);
}

/**
 * The daily sums a statement converts: per day, line, currency and status (ledger), and per day,
 * cost line and cost currency (landed cost, currency '' for units without a cost). Read from the
 * SKU-less totals; with a brand filter, summed from the SKU-level rollup of the brand's products,
 * with the unit cost valid on each day per SKU, exactly as the totals are made.
 */
function dailySources(filter: RollupFilter): { ledger: SQL; costs: SQL; materialized: boolean } {
  const { sellerId, marketplaceId } = filter;
  const period = (day: SQL) => sql`${day} between ${filter.from}::date and ${filter.to}::date`;
  if (filter.brand === undefined) {
    // The order basis' totals carry the status it reads and whether costs are of fallback-dated units.
    const { ledger: l, costs: c } = totalsOf(filter);
    const where = (table: typeof l | typeof c) =>
      and(
        eq(table.sellerId, sellerId),
        period(sql`${table.day}`),
        'marketplaceId' in table && marketplaceId !== undefined ? eq(table.marketplaceId, marketplaceId) : undefined,
      );
    const isFallback = 'hasFallbackDates' in c ? sql`${c.hasFallbackDates}` : sql`false`;
    return {
      ledger: sql`(select ${l.day} as day, ${l.pnlLine} as pnl_line, ${l.currency} as currency, ${l.status} as status,
        ${l.amount} as amount, ${l.quantity} as quantity from ${l} where ${where(l)})`,
      costs: sql`(select ${c.day} as day, ${c.pnlLine} as pnl_line, ${c.currency} as currency, ${c.cost} as cost,
        ${c.quantity} as quantity, ${isFallback} as is_fallback from ${c} where ${where(c)})`,
      materialized: false,
    };
  }
  const r = rollupsOf(filter);
  const status = statusOf(sql`${r.status}`, daySourceOf(r));
  return {
    ledger: sql`(select ${r.day} as day, ${r.pnlLine} as pnl_line, ${r.currency} as currency, ${status} as status,
      sum(${r.amount}) as amount, sum(${r.quantity}) as quantity
      from ${r} where ${rollupConditions(filter)} group by ${r.day}, ${r.pnlLine}, ${r.currency}, ${status})`,
    costs: sql`(select ${r.day} as day, ${r.pnlLine} as pnl_line, coalesce(unit.currency, '') as currency,
      coalesce(sum(abs(${r.quantity}) * unit.cost), 0) as cost, sum(abs(${r.quantity})) as quantity,
      ${fallbackOf(daySourceOf(r))} as is_fallback
      from ${r} ${unitCostOnDay(r, sellerId)}
      where ${rollupConditions(filter)} and ${inArray(r.pnlLine, [...COST_LINES])} and ${r.quantity} <> 0
      group by ${r.day}, ${r.pnlLine}, unit.currency)`,
    // Summed from many rows: worth computing once for the lines and the rates used.
    materialized: true,
  };
}

export type ConvertedRow = {
  kind: 'line' | 'legs';
  bucket: string;
  line_or_currency: string;
  minor_units: string | null;
  quantity: string | null;
  is_estimated: boolean | null;
  from_rate: string | null;
  from_date: string | null;
  from_source: string | null;
  to_rate: string | null;
  to_date: string | null;
  to_source: string | null;
  first_day: string | null;
  last_day: string | null;
};

/** The rows of a converted-sums query (a `bucket` per group): its lines, and the legs each currency used. */
export function convertedSumsOf(
  rows: readonly ConvertedRow[],
  target: string,
): { lines: ConvertedLineSum[]; conversions: ConversionLegs[] } {
  const lines: ConvertedLineSum[] = [];
  const conversions: ConversionLegs[] = [];
  const leg = (currency: string, rate: string | null, date: string | null, source: string | null): FxRate | null =>
    rate !== null && date !== null && source !== null ? { currency, rateDate: date, ratePerEur: rate, source } : null;
  for (const row of rows) {
    if (row.kind === 'line') {
      lines.push({
        group: row.bucket,
        line: row.line_or_currency,
        minorUnits: row.minor_units === null ? null : BigInt(row.minor_units),
        quantity: Number(row.quantity ?? 0),
        isEstimated: row.is_estimated === true,
      });
    } else {
      conversions.push({
        group: row.bucket,
        currency: row.line_or_currency,
        fromLeg: leg(row.line_or_currency, row.from_rate, row.from_date, row.from_source),
        toLeg: leg(target, row.to_rate, row.to_date, row.to_source),
        firstDay: row.first_day ?? '',
        lastDay: row.last_day ?? '',
      });
    }
  }
  return { lines, conversions };
}

/**
 * The statement's sums per period, converted in SQL (ADR 0014). From the SKU-less daily totals
 * (ledger lines, and landed cost as COST_LINE_PREFIX lines), each daily sum of a line, currency
 * and status converts with the rates of its day (each currency's latest rate on or within
 * DEFAULT_MAX_RATE_AGE_DAYS days before it, through EUR), rounded once half away from zero to the
 * target's minor units exactly as convert does (truncating numeric division on exact products),
 * then summed per period. Also answers, per period and currency, the legs its days used (a leg
 * missing where a rate was needed: the caller answers 422). Rows: periods × lines, plus the legs.
 * The seller's currencies come first, in a query of their own, so the plan sees how many there are.
 */
export async function findConvertedPeriodSums(
  db: DatabaseReader,
  filter: ConvertedSumsFilter,
): Promise<{ lines: ConvertedLineSum[]; conversions: ConversionLegs[] }> {
  const target = filter.targetCurrency;
  const currencies = (await findTotalsCurrencies(db, filter.sellerId, filter.basis)).filter(
    (currency) => currency !== target,
  );
  const sources = dailySources(filter);
  const materialized = sources.materialized ? sql`materialized` : sql`not materialized`;
  // Days and months as calendar dates, whatever the session's time zone.
  const bucketOf = (day: SQL) => (filter.monthly ? sql`date_trunc('month', ${day}::timestamp)::date` : day);
  const bucketText = (bucket: SQL) =>
    filter.monthly ? sql`to_char(${bucket}::timestamp, 'YYYY-MM')` : sql`${bucket}::text`;
  const converted = (amount: SQL, currency: SQL) => convertedMinorUnits(amount, currency, target);
  const targetText = sql`${target}::text`;
  const { rows } = await db.execute<ConvertedRow>(sql`
    with ${rateFactors(currencies, target, filter.from, filter.to)},
    ledger as ${materialized} ${sources.ledger}, costs as ${materialized} ${sources.costs}, ledger_lines as (
      select ${bucketOf(sql`t.day`)} as bucket, t.pnl_line as line,
        sum(${converted(sql`t.amount`, sql`t.currency`)}) as minor_units,
        sum(t.quantity) as quantity, bool_or(t.status = 'estimated') as is_estimated
      from ledger t left join factors f on f.currency = t.currency and f.day = t.day
      group by 1, 2
    ), cost_lines as (
      select ${bucketOf(sql`t.day`)} as bucket, ${COST_LINE_PREFIX} || t.pnl_line as line,
        sum(${converted(sql`t.cost`, sql`t.currency`)}) as minor_units,
        sum(t.quantity) as quantity, bool_or(t.currency = '' or t.is_fallback) as is_estimated
      from costs t left join factors f on f.currency = t.currency and f.day = t.day
      group by 1, 2
    ), pairs as (
      select t.currency, t.day from ledger t where t.currency <> ${targetText}
      union
      select t.currency, t.day from costs t where t.currency <> ${targetText} and t.currency <> ''
    )
    select 'line' as kind, ${bucketText(sql`bucket`)} as bucket, line as line_or_currency, minor_units::text,
      quantity::text, is_estimated, null as from_rate, null as from_date, null as from_source, null as to_rate,
      null as to_date, null as to_source, null as first_day, null as last_day
    from (select * from ledger_lines union all select * from cost_lines) lines
    union all
    select 'legs', ${bucketText(bucketOf(sql`p.day`))}, p.currency, null, null, null,
      f.from_rate::text, f.from_date::text, f.from_source, f.to_rate::text, f.to_date::text, f.to_source,
      min(p.day)::text, max(p.day)::text
    from pairs p left join factors f on f.currency = p.currency and f.day = p.day
    group by 2, p.currency, f.from_rate, f.from_date, f.from_source, f.to_rate, f.to_date, f.to_source`);
  return convertedSumsOf(rows, target);
}
