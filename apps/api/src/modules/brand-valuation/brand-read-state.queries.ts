// What tells the brand valuation's kept figures from outdated ones (ADR 0039),
// in one statement: this read's snapshot, whether the seller has a change its
// kept snapshot does not see (seller_figure_changes, as the portfolio checks,
// ADR 0027), and a fingerprint of the FX rates the seller's conversions use.
import { costOfGoods, fxRates, ledgerDailyTotals, sellerFigureChanges, shopifyRevenueDays, sql } from '@brandlens/db';
import { DEFAULT_MAX_RATE_AGE_DAYS } from '@brandlens/reporting-core';
import { unseenBy } from '../profit-loss/figure-changes.queries.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface BrandReadState {
  /** pg_current_snapshot() of this read. */
  snapshot: string;
  /** The currencies converted from or to and the count, latest fetch and sum of their rates over the days. */
  fxFingerprint: string;
  /** A change of the seller's data is invisible to the kept snapshot given (false without one). */
  changed: boolean;
}

/**
 * The state of `sellerId`'s data for figures over `days` in `targetCurrency`, checked against the
 * snapshot of kept figures when there are some. The rates fingerprinted are only those of the
 * currencies the figures convert (the seller's ledger totals', found by skipping through their
 * primary key, its costs', its Shopify revenue's over the days, and the target), from a week before
 * the days to their end, through the rates' (currency, day) index: a few thousand rows, however
 * many currencies the rates table holds. A new currency in the seller's data is a logged change.
 */
export async function findBrandReadState(
  db: DatabaseReader,
  sellerId: string,
  targetCurrency: string,
  days: { from: string; to: string },
  keptSnapshot: string | undefined,
): Promise<BrandReadState> {
  const t = ledgerDailyTotals;
  const c = sellerFigureChanges;
  const snapshot = sql`${keptSnapshot ?? null}::text::pg_snapshot`;
  const changed =
    keptSnapshot === undefined
      ? sql`false`
      : sql`exists (select 1 from ${c} where ${c.sellerId} = ${sellerId} and ${unseenBy(c.xactId, snapshot)})`;
  const { rows } = await db.execute<{ snapshot: string; fx_fingerprint: string; changed: boolean }>(sql`
    with recursive ledger_currency(currency) as (
      (select ${t.currency} from ${t} where ${t.sellerId} = ${sellerId} order by ${t.currency} limit 1)
      union all
      select (select ${t.currency} from ${t} where ${t.sellerId} = ${sellerId} and ${t.currency} > l.currency
        order by ${t.currency} limit 1)
      from ledger_currency l where l.currency is not null
    ), currencies as (
      select currency from ledger_currency where currency is not null
      union select ${costOfGoods.currency} from ${costOfGoods} where ${costOfGoods.sellerId} = ${sellerId}
      union select ${shopifyRevenueDays.currency} from ${shopifyRevenueDays}
        where ${shopifyRevenueDays.sellerId} = ${sellerId}
          and ${shopifyRevenueDays.day} between ${days.from}::date and ${days.to}::date
      union select ${targetCurrency}::text
    )
    select pg_current_snapshot()::text as snapshot,
      (select string_agg(currency, ',' order by currency) from currencies) || '|' || (
        select count(*)::text || '|' || coalesce(max(${fxRates.fetchedAt})::text, '') || '|'
          || coalesce(sum(${fxRates.ratePerEur})::text, '')
        from ${fxRates}
        where ${fxRates.currency} in (select currency from currencies)
          and ${fxRates.rateDate} between ${days.from}::date - ${DEFAULT_MAX_RATE_AGE_DAYS}::int and ${days.to}::date
      ) as fx_fingerprint,
      ${changed} as changed`);
  const row = rows[0];
  if (!row) throw new Error('The read state query answered no row');
  return { snapshot: row.snapshot, fxFingerprint: row.fx_fingerprint, changed: row.changed === true };
}
