// The reads behind the portfolio's figures (ADR 0027): whether kept figures are
// still right, and, for the sellers whose are not, their totals' currencies,
// monthly sums converted as the P&L statement converts them and SKUs sold
// without a cost: a few statements for many sellers, each over the kept-ready
// totals through their primary keys (seller first), never over ledger_entries.
import {
  costDailyTotals,
  costOfGoods,
  fxRateChanges,
  ledgerDailyRollups,
  ledgerDailyTotals,
  sellerFigureChanges,
  sql,
  type SQL,
} from '@brandlens/db';
import {
  COST_LINE_PREFIX,
  COST_LINES,
  DEFAULT_MAX_RATE_AGE_DAYS,
  type ConvertedLineSum,
} from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { unseenBy } from '../profit-loss/figure-changes.queries.ts';
import { convertedMinorUnits, rateFactors } from '../profit-loss/rate-factors.queries.ts';

export interface ReadState {
  /** pg_current_snapshot() of this read. */
  snapshot: string;
  /**
   * The sellers, of those asked, with a change of their totals, or a change of the rates the
   * months' conversions may use, invisible to the snapshot given for them.
   */
  changedSellerIds: Set<string>;
}

/**
 * What tells kept figures from outdated ones (ADR 0027): this read's snapshot, and which of `kept`
 * sellers have a change their kept snapshot does not see: a row of seller_figure_changes, or of
 * fx_rate_changes for days from a week before `from` to `to` (ADR 0044), through the logs' keys.
 */
export async function findReadState(
  reader: DatabaseReader,
  kept: { sellerIds: string[]; snapshots: string[] },
  period: { from: string; to: string },
): Promise<ReadState> {
  const c = sellerFigureChanges;
  const f = fxRateChanges;
  const snapshot = sql`k.snapshot::pg_snapshot`;
  const { rows } = await reader.execute<{ kind: 'snapshot' | 'changed'; value: string }>(sql`
    select 'snapshot' as kind, pg_current_snapshot()::text as value
    union all
    select 'changed', k.seller_id::text
      from unnest(${sql.param(kept.sellerIds)}::uuid[], ${sql.param(kept.snapshots)}::text[]) k(seller_id, snapshot)
      where exists (select 1 from ${c} where ${c.sellerId} = k.seller_id and ${unseenBy(c.xactId, snapshot)})
        or exists (select 1 from ${f} where ${unseenBy(f.xactId, snapshot)}
          and ${f.firstDay} <= ${period.to}::date
          and ${f.lastDay} >= ${period.from}::date - ${DEFAULT_MAX_RATE_AGE_DAYS}::int)`);
  const state: ReadState = { snapshot: '', changedSellerIds: new Set() };
  for (const row of rows) {
    if (row.kind === 'snapshot') state.snapshot = row.value;
    else state.changedSellerIds.add(row.value);
  }
  return state;
}

/** Parallel arrays of (seller, currency): what the sums below join the totals on. */
export interface SellerCurrencies {
  sellerIds: string[];
  currencies: string[];
}

/**
 * The currencies each seller has in its ledger totals and its cost totals
 * (cost currency '' included: units without a cost), whatever the period: a
 * few steps per seller through the primary keys, which start with seller and
 * currency (the profit-loss module's findTotalsCurrencies, for many sellers).
 */
export async function findSellersCurrencies(
  reader: DatabaseReader,
  sellerIds: readonly string[],
): Promise<{ ledger: SellerCurrencies; costs: SellerCurrencies }> {
  const ids = sql`${sql.param([...sellerIds])}::uuid[]`;
  const skipThrough = (table: typeof ledgerDailyTotals | typeof costDailyTotals, found: string) => {
    const step = sql.identifier(found);
    return sql`
      select s.id, (select ${table.currency} from ${table} where ${table.sellerId} = s.id
        order by ${table.currency} limit 1)
      from unnest(${ids}) s(id)
      union all
      select ${step}.seller_id, (select ${table.currency} from ${table} where ${table.sellerId} = ${step}.seller_id
        and ${table.currency} > ${step}.currency order by ${table.currency} limit 1)
      from ${step} where ${step}.currency is not null`;
  };
  const { rows } = await reader.execute<{ source: 'ledger' | 'costs'; seller_id: string; currency: string }>(sql`
    with recursive ledger_found(seller_id, currency) as (${skipThrough(ledgerDailyTotals, 'ledger_found')}),
      cost_found(seller_id, currency) as (${skipThrough(costDailyTotals, 'cost_found')})
    select 'ledger' as source, seller_id, currency from ledger_found where currency is not null
    union all
    select 'costs', seller_id, currency from cost_found where currency is not null`);
  const result = { ledger: { sellerIds: [], currencies: [] }, costs: { sellerIds: [], currencies: [] } } as {
    ledger: SellerCurrencies;
    costs: SellerCurrencies;
  };
  for (const row of rows) {
    result[row.source].sellerIds.push(row.seller_id);
    result[row.source].currencies.push(row.currency);
  }
  return result;
}

export interface MonthSumsFilter {
  ledger: SellerCurrencies;
  costs: SellerCurrencies;
  /** The currencies to convert from (neither the target nor ''). */
  rateCurrencies: readonly string[];
  targetCurrency: string;
  /** The two months: previousMonth's first day, month's first day, month's last day. */
  from: string;
  monthFrom: string;
  to: string;
}

export interface SellerLineSum extends ConvertedLineSum {
  sellerId: string;
  /**
   * The first day of this line's rows, in this month, whose conversion lacks a rate, with the
   * currency it lacks (the source's first, as convert reports it); null when none.
   */
  firstMissingRate: { day: string; currency: string } | null;
}

type MonthSumRow = {
  seller_id: string;
  is_month: boolean;
  line: string;
  minor_units: string | null;
  quantity: string | null;
  is_estimated: boolean;
  first_missing: string | null;
};

/**
 * Per seller, month and P&L line, the sums the P&L statement makes of the same
 * rows (profit-loss findConvertedPeriodSums, ADR 0014): each daily total of a
 * line, currency and status converted with its day's rates and rounded once to
 * the target's minor units, then summed per month; landed cost as
 * COST_LINE_PREFIX lines. One pass over the totals, read through their keys
 * (seller, currency, day); the rows it answers grow with sellers × lines.
 * A month is `filter.month` or the one before: the days are split at monthFrom.
 */
export async function findPortfolioMonthSums(
  reader: DatabaseReader,
  filter: MonthSumsFilter,
): Promise<SellerLineSum[]> {
  const target = filter.targetCurrency;
  const targetText = sql`${target}::text`;
  const pairs = (of: SellerCurrencies) =>
    sql`unnest(${sql.param(of.sellerIds)}::uuid[], ${sql.param(of.currencies)}::text[]) p(seller_id, currency)`;
  // One range of the primary key (seller, currency, day) per pair; offset 0 keeps the planner from
  // turning the ranges into a scan of the whole table.
  const rangeOf = (table: typeof ledgerDailyTotals | typeof costDailyTotals) => sql`
    select * from ${table} where ${table.sellerId} = p.seller_id and ${table.currency} = p.currency
      and ${table.day} between ${filter.from}::date and ${filter.to}::date offset 0`;
  const isMonth = sql`t.day >= ${filter.monthFrom}::date`;
  const converted = (amount: SQL) => convertedMinorUnits(amount, sql`t.currency`, target);
  // 'YYYY-MM-DD CUR' of a row that needs a rate it lacks: the earliest sorts first.
  const missing = sql`case when t.currency <> ${targetText} and t.currency <> ''
      and (f.from_rate is null or f.to_rate is null)
    then t.day::text || ' ' || case when f.from_rate is null then t.currency else ${targetText} end end`;
  const { rows } = await reader.execute<MonthSumRow>(sql`
    with ${rateFactors(filter.rateCurrencies, target, filter.from, filter.to)}
    select t.seller_id, ${isMonth} as is_month, t.pnl_line as line, sum(${converted(sql`t.amount`)})::text as minor_units,
      sum(t.quantity)::text as quantity, bool_or(t.status = 'estimated') as is_estimated, min(${missing}) as first_missing
    from ${pairs(filter.ledger)} cross join lateral (${rangeOf(ledgerDailyTotals)}) t
    left join factors f on f.currency = t.currency and f.day = t.day
    group by t.seller_id, 2, t.pnl_line
    union all
    select t.seller_id, ${isMonth}, ${COST_LINE_PREFIX} || t.pnl_line, sum(${converted(sql`t.cost`)})::text,
      sum(t.quantity)::text, bool_or(t.currency = ''), min(${missing})
    from ${pairs(filter.costs)} cross join lateral (${rangeOf(costDailyTotals)}) t
    left join factors f on f.currency = t.currency and f.day = t.day
    group by t.seller_id, 2, t.pnl_line`);
  const monthOf = (isMonth: boolean) => (isMonth ? filter.monthFrom : filter.from).slice(0, 7);
  return rows.map((row) => {
    const [day = '', currency = ''] = row.first_missing?.split(' ') ?? [];
    return {
      sellerId: row.seller_id,
      group: monthOf(row.is_month),
      line: row.line,
      minorUnits: row.minor_units === null ? null : BigInt(row.minor_units),
      quantity: Number(row.quantity ?? 0),
      isEstimated: row.is_estimated === true,
      firstMissingRate: row.first_missing === null ? null : { day, currency },
    };
  });
}

/**
 * Per seller, the SKUs with units sold from `from` to `to` on a day no cost of
 * goods was valid for them. Only the days whose cost totals hold units without
 * a cost (cost currency '') are looked at in the SKU-level rollups.
 */
export async function findSkusWithoutCost(
  reader: DatabaseReader,
  sellerIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (sellerIds.length === 0) return new Map();
  const c = costDailyTotals;
  const r = ledgerDailyRollups;
  const g = costOfGoods;
  const soldLine = COST_LINES[0];
  const { rows } = await reader.execute<{ seller_id: string; skus: number }>(sql`
    select ${r.sellerId} as seller_id, count(distinct ${r.sku})::int as skus
    from (
      select distinct ${c.sellerId} as seller_id, ${c.day} as day
      from unnest(${sql.param([...sellerIds])}::uuid[]) s(id)
      join ${c} on ${c.sellerId} = s.id and ${c.currency} = '' and ${c.day} between ${from}::date and ${to}::date
      where ${c.pnlLine} = ${soldLine}
    ) uncosted
    join ${r} on ${r.sellerId} = uncosted.seller_id and ${r.day} = uncosted.day
    where ${r.pnlLine} = ${soldLine} and ${r.quantity} <> 0 and ${r.sku} <> ''
      and not exists (select 1 from ${g} where ${g.sellerId} = ${r.sellerId} and ${g.sku} = ${r.sku}
        and ${g.validFrom} <= ${r.day})
    group by ${r.sellerId}`);
  return new Map(rows.map((row) => [row.seller_id, Number(row.skus)]));
}
