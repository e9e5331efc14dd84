// Tests' rates: the rates table emptied and filled with the given rates in one statement.
import type { FxRate } from '@brandlens/reporting-core';
import type { Pool } from 'pg';

export async function replaceRates(pool: Pick<Pool, 'query'>, rates: readonly FxRate[]): Promise<void> {
  await pool.query('delete from fx_rates');
  await pool.query(
    `insert into fx_rates (rate_date, currency, rate_per_eur, source)
     select * from unnest($1::date[], $2::text[], $3::numeric[], $4::text[])`,
    [
      rates.map((rate) => rate.rateDate),
      rates.map((rate) => rate.currency),
      rates.map((rate) => rate.ratePerEur),
      rates.map((rate) => rate.source),
    ],
  );
}
