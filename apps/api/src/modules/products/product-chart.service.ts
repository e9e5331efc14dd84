// One metric of one product per day or month: the ledger metrics from the P&L pipeline (its
// SKU's rollups only), the others from Sales and Traffic, ranks and stock; zero-filled with
// null where nothing was reported. docs/products.md, "Chart".
import type { TProductChart, TProductChartMetric, TProductChartQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { percentOf, perUnit } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { checkDaySpan } from '../advertising/ad-filters.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findSellerProduct } from './product-detail.service.ts';
import { PRODUCTS_READ_DEADLINE_MS, resolveProductFilters } from './product-filters.ts';
import { findRankDays, findStockDays, findTrafficDays, type ProductSpan } from './product-history.queries.ts';
import { daysOf, monthsOf } from './product-periods.ts';
import { loadOneProductStatements, pnlOf } from './product-statements.service.ts';

type Values = Map<string, string | null>;
const LEDGER_METRICS = new Set<TProductChartMetric>([
  'netSales',
  'unitsSold',
  'contributionMargin3',
  'margin',
  'price',
]);

/** Sums of numbers per period key. */
function sumBy<T>(items: readonly T[], keyOf: (item: T) => string, valueOf: (item: T) => number[]) {
  const sums = new Map<string, number[]>();
  for (const item of items) {
    const values = valueOf(item);
    const sum = sums.get(keyOf(item)) ?? values.map(() => 0);
    sums.set(
      keyOf(item),
      sum.map((value, index) => value + (values[index] ?? 0)),
    );
  }
  return sums;
}

async function valuesOf(
  reader: DatabaseReader,
  metric: TProductChartMetric,
  span: ProductSpan,
  filters: ReturnType<typeof resolveProductFilters>,
  isDaily: boolean,
): Promise<Values> {
  const keyOf = (day: string) => (isDaily ? day : day.slice(0, 7));
  if (LEDGER_METRICS.has(metric)) {
    const prefix = isDaily ? 'd:' : 'm:';
    const statements = await loadOneProductStatements(
      reader,
      span.sellerId,
      { ...filters, marketplaceId: span.marketplaceId, sku: span.sku },
      { days: isDaily },
    );
    const values: Values = new Map();
    for (const [key, statement] of statements) {
      if (!key.startsWith(prefix)) continue;
      const figures = pnlOf(statement);
      const value = metric === 'unitsSold' ? String(figures.unitsSold) : figures[metric as 'netSales'];
      values.set(key.slice(2), value);
    }
    return values;
  }
  if (metric === 'sessions' || metric === 'conversion') {
    const sums = sumBy(
      await findTrafficDays(reader, span),
      (day) => keyOf(day.day),
      (day) => [day.sessions, day.unitsOrdered],
    );
    return new Map(
      [...sums].map(([key, [sessions = 0, units = 0]]) => [
        key,
        metric === 'sessions' ? String(sessions) : percentOf(units, sessions),
      ]),
    );
  }
  if (metric === 'bsr') {
    // A month's value is its days' average rank.
    const sums = sumBy(
      await findRankDays(reader, span),
      (day) => keyOf(day.day),
      (day) => [day.rank, 1],
    );
    return new Map(
      [...sums].map(([key, [sum = 0, count = 0]]) => [key, isDaily ? String(sum) : perUnit(String(sum), count)]),
    );
  }
  // stock: the day's fulfillable units; a month's is that of its last day with a figure.
  const values: Values = new Map();
  for (const day of await findStockDays(reader, span)) values.set(keyOf(day.day), String(day.fulfillable));
  return values;
}

export async function getProductChart(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProductChartQuery,
  today = todayUtc(),
): Promise<TProductChart> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveProductFilters(query, auth, today);
  const isDaily = query.aggregationView === 'DAILY';
  if (isDaily) checkDaySpan(filters.period, 'A daily chart');
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: 'The product chart' };
  const values = await withReadDeadline(db, deadline, async (reader) => {
    const product = await findSellerProduct(reader, seller.id, query.productId, filters.period.to);
    const { marketplaceId, sku, asin } = product;
    const span = { sellerId: seller.id, marketplaceId, sku, asin, ...filters.period };
    return valuesOf(reader, query.metric, span, filters, isDaily);
  });
  const periods = isDaily ? daysOf(filters.period) : monthsOf(filters.period);
  return {
    sellerId: seller.id,
    productId: query.productId,
    metric: query.metric,
    aggregationView: query.aggregationView,
    currency: filters.currency,
    ...filters.period,
    points: periods.map((period) => ({ period, value: values.get(period) ?? null })),
  };
}
