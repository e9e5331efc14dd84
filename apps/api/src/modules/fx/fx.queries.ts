import { and, count, desc, eq, fxRates, gte, inArray, lte, sql, type Database } from '@brandlens/db';
import type { FxRate } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

const CHUNK = 1_000;

/**
 * Stores rates by (date, currency). 'replace' overwrites a different rate or
 * source (a real rate replaces a demo one); 'keep' never touches an existing
 * row. Returns how many rows were written, so a re-run that changes nothing
 * reports 0.
 */
export async function upsertFxRates(db: Database, rates: readonly FxRate[], mode: 'replace' | 'keep'): Promise<number> {
  return db.transaction(async (tx) => {
    let written = 0;
    for (let start = 0; start < rates.length; start += CHUNK) {
      const values = rates.slice(start, start + CHUNK).map((rate) => ({ ...rate }));
      const insert = tx.insert(fxRates).values(values);
      const rows =
        mode === 'keep'
          ? await insert.onConflictDoNothing().returning({ currency: fxRates.currency })
          : await insert
              .onConflictDoUpdate({
                target: [fxRates.rateDate, fxRates.currency],
                set: { ratePerEur: sql`excluded.rate_per_eur`, source: sql`excluded.source`, fetchedAt: sql`now()` },
                setWhere: sql`${fxRates.ratePerEur} <> excluded.rate_per_eur or ${fxRates.source} <> excluded.source`,
              })
              .returning({ currency: fxRates.currency });
      written += rows.length;
    }
    return written;
  });
}

export async function countRatesFromSource(db: Database, source: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(fxRates).where(eq(fxRates.source, source));
  return row?.total ?? 0;
}

/** Each currency's latest rate on or before the date. */
export async function findLatestRatesOnOrBefore(db: Database, currencies: readonly string[], date: string) {
  if (currencies.length === 0) return [];
  return db
    .selectDistinctOn([fxRates.currency], {
      rateDate: fxRates.rateDate,
      currency: fxRates.currency,
      ratePerEur: fxRates.ratePerEur,
      source: fxRates.source,
    })
    .from(fxRates)
    .where(and(inArray(fxRates.currency, [...currencies]), lte(fxRates.rateDate, date)))
    .orderBy(fxRates.currency, desc(fxRates.rateDate));
}

/**
 * Dated rates of the currencies from `since` to `to`: the reports' conversions
 * (profit and loss, brand valuation) ask from a few days before their first day,
 * for the latest rate on or before it.
 */
export async function findRatesBetween(
  db: DatabaseReader,
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
