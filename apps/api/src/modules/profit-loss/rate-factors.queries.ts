// Currency conversion in SQL, by the statement's rules (ADR 0014, 0037): the rate factors of each
// currency and day (the day's rate or the latest before it within DEFAULT_MAX_RATE_AGE_DAYS,
// through EUR) and a daily sum converted to the target's minor units exactly as convert rounds.
// Shared by the statement, the product table, brand valuation, advertising and the portfolio.
import { fxRates, sql, type SQL } from '@brandlens/db';
import { DEFAULT_MAX_RATE_AGE_DAYS, EUR, minorDigits } from '@brandlens/reporting-core';

/**
 * The CTEs `legs` and `factors`: per currency of `currencies` (the target left out) and day from
 * `from` to `to`, the per-EUR rates that convert it to `target` (from_rate, to_rate: each the
 * latest rate on or within DEFAULT_MAX_RATE_AGE_DAYS days before the day, 1 for EUR, null when
 * none) and the rate date and source of each leg. For `with ${rateFactors(...)}, ...` (ADR 0014).
 */
export function rateFactors(currencies: readonly string[], target: string, fromDay: string, toDay: string): SQL {
  const from = sql`${fromDay}::date`;
  const to = sql`${toDay}::date`;
  const maxAge = sql`${DEFAULT_MAX_RATE_AGE_DAYS}::int`;
  const currencyList = sql`${sql.param([...currencies])}::text[]`;
  const targetText = sql`${target}::text`;
  return sql`legs as materialized (
      select r.currency, r.rate_date + k.k as day, r.rate_date, r.rate_per_eur, r.source
      from (
        select ${fxRates.currency} as currency, ${fxRates.rateDate} as rate_date, ${fxRates.ratePerEur} as rate_per_eur,
          ${fxRates.source} as source,
          lead(${fxRates.rateDate}) over (partition by ${fxRates.currency} order by ${fxRates.rateDate}) as next_date
        from ${fxRates}
        where ${fxRates.currency} = any(${currencyList} || ${targetText}) and ${fxRates.currency} <> ${EUR}
          and ${fxRates.rateDate} between ${from} - ${maxAge} and ${to}
      ) r
      cross join generate_series(0, ${maxAge}) k(k)
      where r.rate_date + k.k < coalesce(r.next_date, ${to} + 1) and r.rate_date + k.k between ${from} and ${to}
    ), factors as materialized (
      select cur.currency, d.day,
        case when cur.currency = ${EUR} then 1 else fl.rate_per_eur end as from_rate,
        fl.rate_date as from_date, fl.source as from_source,
        case when ${targetText} = ${EUR} then 1 else tl.rate_per_eur end as to_rate,
        tl.rate_date as to_date, tl.source as to_source
      from unnest(${currencyList}) cur(currency)
      cross join (select ${from} + i as day from generate_series(0, ${to} - ${from}) i) d
      left join legs fl on fl.currency = cur.currency and fl.day = d.day
      left join legs tl on tl.currency = ${targetText} and tl.day = d.day
    )`;
}

/**
 * One daily sum in minor units of `target`, rounded once half away from zero exactly as convert
 * does: the target itself rounds, other currencies convert through EUR with the `factors` row
 * joined as `f`; units without a cost (currency '') convert to nothing (null).
 */
export function convertedMinorUnits(amount: SQL, currency: SQL, target: string): SQL {
  const scale = sql`${(10n ** BigInt(minorDigits(target))).toString()}::numeric`;
  return sql`case
      when ${currency} = ${target}::text then round(${amount} * ${scale})
      when ${currency} = '' then null
      else sign(${amount}) * div(abs(${amount} * f.to_rate) * 2 * ${scale} + f.from_rate, 2 * f.from_rate)
    end`;
}
