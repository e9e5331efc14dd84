// What the advertising reads take from the ledger: net sales (TACoS) and the P&L's Amazon ad
// expenses (billed and estimated), from the statement's SKU-less daily totals (ADR 0014), each
// daily sum of a line, currency and status converted as the statement converts it.
import { ledgerDailyTotals, ledgerMarketplaceDailyTotals, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { rateFactors } from '../profit-loss/rate-factors.queries.ts';
import {
  bucketSql,
  currenciesToConvert,
  decimalOfMinor,
  factorsJoin,
  findLedgerCurrencies,
  isRateEstimated,
  minorOf,
  missingRateIn,
  missingRateOf,
  sumMinor,
  type AdBucket,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

export interface LedgerBucketSum {
  bucket: string;
  status: 'estimated' | 'final';
  /** A decimal string in the target currency, with the ledger's sign (money out is negative). */
  amount: string;
  isRateEstimated: boolean;
}

type Row = {
  bucket: string;
  status: 'estimated' | 'final';
  amount: string;
  rate_estimated: boolean;
  missing_rate: string | null;
};

/**
 * Σ of the P&L lines `lines` per bucket and status, in `target`: the same days and marketplace
 * filter as the statement, so net sales here is the statement's net sales to the cent.
 */
export async function findLedgerLineSums(
  reader: DatabaseReader,
  scope: Pick<AdScope, 'sellerId' | 'from' | 'to' | 'marketplaceId'>,
  target: string,
  lines: readonly string[],
  bucket: AdBucket,
): Promise<{ sums: LedgerBucketSum[]; missingRate: MissingRate | null }> {
  const byMarketplace = scope.marketplaceId !== undefined;
  const table = byMarketplace ? ledgerMarketplaceDailyTotals : ledgerDailyTotals;
  const currencies = currenciesToConvert(target, await findLedgerCurrencies(reader, scope));
  const marketplace = byMarketplace ? sql`and t.marketplace_id = ${scope.marketplaceId}` : sql``;
  const { rows } = await reader.execute<Row>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)}
    select ${bucketSql(bucket)} as bucket, t.status::text as status, ${sumMinor(minorOf('amount', target))} as amount,
      bool_or(${isRateEstimated(target)}) as rate_estimated, min(${missingRateOf(target)}) as missing_rate
    from ${table} t ${factorsJoin}
    where t.seller_id = ${scope.sellerId} and t.day between ${scope.from}::date and ${scope.to}::date
      and t.pnl_line = any(${sql.param([...lines])}::text[]) ${marketplace}
    group by 1, 2`);
  return {
    sums: rows.map((row) => ({
      bucket: row.bucket,
      status: row.status,
      amount: decimalOfMinor(row.amount, target),
      isRateEstimated: row.rate_estimated === true,
    })),
    missingRate: missingRateIn(rows),
  };
}
