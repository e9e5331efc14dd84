// Benchmarks: a product's margin, return rate and conversion of the period against the seller's
// other products of the same category (the catalogue's classification, else the best seller
// rank's category, else every product): their quartiles, how many products they compare, and
// where each figure comes from. docs/products.md, "Benchmarks".
import type { TBenchmarkDataPoint, TBenchmarkDataPoints, TBenchmarkQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { benchmarkPosition, percentOf, quartilesOf, returnRateOf, type Statement } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findTrafficSums } from './benchmark.queries.ts';
import { PRODUCTS_READ_DEADLINE_MS, resolveProductFilters } from './product-filters.ts';
import { loadProductStatements, productKey } from './product-statements.service.ts';
import { findProductFacts, type ProductFacts } from './products-catalog.queries.ts';
import { productNotFound } from './products.errors.ts';

type Metric = TBenchmarkDataPoint['metric'];

const SOURCES: Record<Metric, string> = {
  margin: 'CM3 / net sales of the period, from the settlements and costs of goods (the P&L statement)',
  returnRate: 'Product returns / fulfilled product sales of the period, from the settlements',
  conversion: 'Units ordered / sessions of the period, from the Sales and Traffic reports',
};

function categoryOf(facts: ProductFacts): { category: string | null; source: TBenchmarkDataPoints['categorySource'] } {
  if (facts.classification) return { category: facts.classification, source: 'catalog' };
  if (facts.bsrCategory) return { category: facts.bsrCategory, source: 'best-seller-rank' };
  return { category: null, source: 'none' };
}

export async function getBenchmarkDataPoints(
  db: Database,
  auth: AuthContext,
  query: TBenchmarkQuery,
  today = todayUtc(),
): Promise<TBenchmarkDataPoints> {
  const seller = await getSeller(db, auth, query.sellerId);
  const filters = resolveProductFilters(query, auth, today);
  const { from, to } = filters.period;
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: 'The benchmarks' };
  const read = await withReadDeadline(db, deadline, async (reader) => ({
    facts: await findProductFacts(reader, { sellerId: seller.id, asOf: to }),
    statements: await loadProductStatements(reader, seller.id, filters),
    traffic: await findTrafficSums(reader, seller.id, from, to),
  }));
  const product = read.facts.find((facts) => facts.id === query.productId.toLowerCase());
  if (!product) throw productNotFound();
  const { category, source } = categoryOf(product);
  const peers = read.facts.filter((facts) => {
    if (facts.id === product.id) return false;
    const theirs = categoryOf(facts);
    return category === null || (theirs.source === source && theirs.category === category);
  });
  const traffic = new Map(read.traffic.map((row) => [productKey(row.marketplaceId, row.sku), row]));
  const valueOf = (facts: ProductFacts, metric: Metric): string | null => {
    const key = productKey(facts.marketplaceId, facts.sku);
    if (metric === 'conversion') {
      const sums = traffic.get(key);
      return sums ? percentOf(sums.unitsOrdered, sums.sessions) : null;
    }
    const statement: Statement | undefined = read.statements.get(key);
    if (!statement) return null;
    return metric === 'margin'
      ? percentOf(statement.contributionMargin3.amount, statement.netSales.amount)
      : returnRateOf(statement.productReturns.amount, statement.fulfilledProductSales.amount);
  };
  const dataPoints = (['margin', 'returnRate', 'conversion'] as const).map((metric): TBenchmarkDataPoint => {
    const values = peers.map((peer) => valueOf(peer, metric)).filter((value): value is string => value !== null);
    const quartiles = quartilesOf(values);
    const value = valueOf(product, metric);
    const isLowerBetter = metric === 'returnRate';
    return {
      metric,
      value,
      lowerQuartile: quartiles?.lowerQuartile ?? null,
      median: quartiles?.median ?? null,
      upperQuartile: quartiles?.upperQuartile ?? null,
      position: benchmarkPosition(value, quartiles, isLowerBetter),
      isLowerBetter,
      comparedProducts: values.length,
      source: SOURCES[metric],
    };
  });
  return { sellerId: seller.id, productId: product.id, from, to, category, categorySource: source, dataPoints };
}
