// One product's page: filters → its statements per month and week (P&L pipeline, its SKU's
// rollups only), stock, rank, reviews, traffic, the ads of its ASIN and its listing's content
// changes in one snapshot → the trend, the period's figures and the events. docs/products.md.
import type { TProductDetail, TProductDetailQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { percentOf, perUnit, productEvents, weekOf, type Statement } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { findAsinTableRows } from '../advertising/ad-asins.queries.ts';
import { assertRatesFound, figuresOf, NET_SALES_LINES } from '../advertising/ad-figures.serializer.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findContentChanges, hasCatalogItem } from './product-content.queries.ts';
import { contentEventsOf } from './product-content.serializer.ts';
import { PRODUCTS_READ_DEADLINE_MS, resolveProductFilters } from './product-filters.ts';
import {
  findLatestReviews,
  findRankDays,
  findStockDays,
  findTrafficDays,
  type ProductSpan,
  type RankDay,
} from './product-history.queries.ts';
import { monthsOf } from './product-periods.ts';
import { emptyStatement, loadOneProductStatements, pnlOf } from './product-statements.service.ts';
import { findProductFacts, type ProductFacts } from './products-catalog.queries.ts';
import { productNotFound } from './products.errors.ts';

/** The product of the seller, or 404: another seller's product answers like a missing one. */
export async function findSellerProduct(
  reader: DatabaseReader,
  sellerId: string,
  productId: string,
  asOf: string,
): Promise<ProductFacts> {
  const [facts] = await findProductFacts(reader, { sellerId, asOf, ids: [productId] });
  if (!facts) throw productNotFound();
  return facts;
}

/** Average rank per ISO week, 2 decimals. */
export function rankWeeks(days: readonly RankDay[]): { week: string; averageRank: string }[] {
  const weeks = new Map<string, { sum: number; count: number }>();
  for (const { day, rank } of days) {
    const week = weeks.get(weekOf(day)) ?? { sum: 0, count: 0 };
    weeks.set(weekOf(day), { sum: week.sum + rank, count: week.count + 1 });
  }
  return [...weeks].map(([week, { sum, count }]) => ({ week, averageRank: perUnit(String(sum), count) ?? '0' }));
}

function weeksOf(statements: Map<string, Statement>) {
  return [...statements]
    .filter(([key]) => key.startsWith('w:'))
    .map(([key, statement]) => ({
      week: key.slice(2),
      unitsSold: Number(statement.unitsSold.amount),
      productSales: statement.fulfilledProductSales.amount,
      marketplaceFees: statement.totalMarketplaceFees.amount,
    }))
    .sort((a, b) => a.week.localeCompare(b.week));
}

async function adsOf(reader: DatabaseReader, span: ProductSpan, currency: string): Promise<TProductDetail['ads']> {
  if (span.asin === null) return null;
  const scope = { ...span, adProduct: undefined };
  const { rows, missingRate } = await findAsinTableRows(reader, scope, currency, NET_SALES_LINES, span.asin);
  assertRatesFound(missingRate);
  const row = rows.find((item) => item.asin === span.asin);
  if (!row) return null;
  const figures = figuresOf(row.sums, row.netSales, currency);
  const { spend, sales, acos, tacos, clicks, orders, estimated } = figures;
  return { asin: span.asin, spend, sales, acos, tacos, clicks, orders, estimated };
}

export async function getProductDetail(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  productId: string,
  query: TProductDetailQuery,
  today = todayUtc(),
): Promise<TProductDetail> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveProductFilters(query, auth, today);
  const { from, to } = filters.period;
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: 'The product' };
  const read = await withReadDeadline(db, deadline, async (reader) => {
    const product = await findSellerProduct(reader, seller.id, productId, to);
    const span = {
      sellerId: seller.id,
      marketplaceId: product.marketplaceId,
      sku: product.sku,
      asin: product.asin,
      from,
      to,
    };
    const statements = await loadOneProductStatements(reader, seller.id, {
      ...filters,
      marketplaceId: product.marketplaceId,
      sku: product.sku,
    });
    return {
      product,
      statements,
      stock: await findStockDays(reader, span),
      ranks: await findRankDays(reader, span),
      reviews: await findLatestReviews(reader, span),
      traffic: await findTrafficDays(reader, span),
      ads: await adsOf(reader, span, filters.currency),
      contentChanges: await findContentChanges(reader, span),
      isContentTracked: await hasCatalogItem(reader, span),
    };
  });
  const { product, statements, stock, ranks, reviews, traffic } = read;
  const empty = emptyStatement(filters.currency);
  const trend = monthsOf(filters.period).map((month) => ({ month, ...pnlOf(statements.get(`m:${month}`) ?? empty) }));
  const lastStock = stock.at(-1);
  const lastRank = ranks.at(-1);
  const sessions = traffic.reduce((sum, day) => sum + day.sessions, 0);
  const unitsOrdered = traffic.reduce((sum, day) => sum + day.unitsOrdered, 0);
  return {
    sellerId: seller.id,
    currency: filters.currency,
    from,
    to,
    product: {
      id: product.id,
      marketplaceId: product.marketplaceId,
      sku: product.sku,
      asin: product.asin,
      title: product.title,
      brand: product.brand,
      imageUrl: product.imageUrl,
      category: product.classification ?? lastRank?.category ?? product.bsrCategory,
    },
    trend,
    totals: pnlOf(statements.get('total') ?? empty),
    stock: lastStock ?? null,
    ads: read.ads,
    traffic:
      traffic.length === 0
        ? null
        : {
            sessions,
            pageViews: traffic.reduce((sum, day) => sum + day.pageViews, 0),
            unitsOrdered,
            conversion: percentOf(unitsOrdered, sessions),
          },
    rank: lastRank ?? null,
    reviews,
    events: productEvents(weeksOf(statements), stock, rankWeeks(ranks)),
    contentEvents: contentEventsOf(read.contentChanges),
    isContentTracked: read.isContentTracked,
  };
}
