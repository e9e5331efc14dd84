// The advertising trend: filters → the ads' daily totals and the ledger's net sales per day or
// month, converted in SQL (one snapshot, one deadline) → figures per bucket, zero-filled, and the
// period's total. docs/advertising-metrics.md has every formula.
import type { TAdMetrics } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { addAdSums, bucketsOf, EMPTY_AD_SUMS, type AdSums } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { decimalOfMinor } from './ad-conversion.queries.ts';
import { checkDaySpan, resolveAdFilters, scopeOf } from './ad-filters.ts';
import {
  AD_READ_DEADLINE_MS,
  assertRatesFound,
  figuresOf,
  ledgerTotalsByBucket,
  NET_SALES_LINES,
} from './ad-figures.serializer.ts';
import { findLedgerLineSums } from './ad-ledger.queries.ts';
import { findAdBucketSums, findAdDataThrough } from './ad-metrics.queries.ts';

export async function getAdMetrics(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: Parameters<typeof resolveAdFilters>[0] & { aggregationView: TAdMetrics['aggregationView'] },
  today = todayUtc(),
): Promise<TAdMetrics> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveAdFilters(query, auth, today);
  const view = query.aggregationView;
  if (view === 'DAILY') checkDaySpan(filters.period, 'A DAILY view');
  const { currency, period } = filters;
  const scope = scopeOf(seller.id, filters);
  const bucket = view === 'DAILY' ? 'day' : 'month';
  const deadline = { ms: AD_READ_DEADLINE_MS, what: 'The advertising figures' };
  const { ads, sales, dataThrough } = await withReadDeadline(db, deadline, async (reader) => ({
    ads: await findAdBucketSums(reader, scope, currency, bucket),
    sales: await findLedgerLineSums(reader, scope, currency, NET_SALES_LINES, bucket),
    dataThrough: await findAdDataThrough(reader, scope),
  }));
  assertRatesFound(ads.missingRate, sales.missingRate);
  const salesByBucket = ledgerTotalsByBucket(sales.sums);
  const zero = decimalOfMinor('0', currency);
  let total: AdSums = { ...EMPTY_AD_SUMS, totalSales: zero };
  const periods = bucketsOf(period, view).map((key) => {
    const netSales = salesByBucket.get(key);
    const adSums = ads.sums.get(key) ?? EMPTY_AD_SUMS;
    const estimated = adSums.estimated || (netSales?.isRateEstimated ?? false);
    const sums: AdSums = { ...adSums, totalSales: netSales?.amount ?? zero, estimated };
    total = addAdSums(total, sums);
    return { period: key, ...figuresOf(sums, sums.totalSales, currency) };
  });
  return {
    sellerId: seller.id,
    currency,
    from: period.from,
    to: period.to,
    aggregationView: view,
    periods,
    total: figuresOf(total, total.totalSales, currency),
    dataThrough,
  };
}
