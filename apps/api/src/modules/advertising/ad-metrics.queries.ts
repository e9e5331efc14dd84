// The ads figures per day, month or period, from the daily totals (seller × day × marketplace × ad
// product × currency, kept by the ads writers): rows grow with days, never with campaigns or ASINs.
import { adDailyTotals, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { rateFactors } from '../profit-loss/rate-factors.queries.ts';
import {
  adConditions,
  adSumsColumns,
  adSumsOf,
  bucketSql,
  currenciesToConvert,
  factorsJoin,
  findAdCurrencies,
  missingRateIn,
  type AdBucket,
  type AdSumsOfAds,
  type AdSumsRow,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

/**
 * Spend, sales and the counts per bucket, each day's total converted to `target` with the day's
 * rates (rounded once per stored row) and summed. Buckets without ads rows are absent.
 */
export async function findAdBucketSums(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
  bucket: AdBucket,
): Promise<{ sums: Map<string, AdSumsOfAds>; missingRate: MissingRate | null }> {
  const currencies = currenciesToConvert(target, await findAdCurrencies(reader, scope));
  const { rows } = await reader.execute<AdSumsRow & { bucket: string }>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)}
    select ${bucketSql(bucket)} as bucket, ${adSumsColumns(target)}
    from ${adDailyTotals} t ${factorsJoin}
    where ${adConditions(scope)}
    group by 1`);
  return {
    sums: new Map(rows.map((row) => [row.bucket, adSumsOf(row, target)])),
    missingRate: missingRateIn(rows),
  };
}

/** The last day with ads figures of the marketplace and ad product filters, any period; null without any. */
export async function findAdDataThrough(reader: DatabaseReader, scope: AdScope): Promise<string | null> {
  const conditions = [sql`t.seller_id = ${scope.sellerId}`];
  if (scope.marketplaceId !== undefined) conditions.push(sql`t.marketplace_id = ${scope.marketplaceId}`);
  if (scope.adProduct !== undefined) conditions.push(sql`t.ad_product = ${scope.adProduct}`);
  const { rows } = await reader.execute<{ day: string | null }>(sql`
    select max(t.day)::text as day from ${adDailyTotals} t where ${sql.join(conditions, sql` and `)}`);
  return rows[0]?.day ?? null;
}
