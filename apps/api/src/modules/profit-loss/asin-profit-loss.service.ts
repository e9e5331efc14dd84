// The statement per product (marketplace × SKU): the statement's figures, converted and summed
// per product in SQL (ADR 0041), then filtered, sorted and paged.
import type { TAsinProfitLoss, TAsinProfitLossQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  computeStatement,
  addDecimalStrings,
  EMPTY_STATEMENT_INPUTS,
  parseDecimal,
  PRODUCT_STATEMENT_LINES,
  rescale,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { resolveStatementFilters, todayUtc } from './profit-loss-params.ts';
import { findSellerProducts } from './statement-rows.queries.ts';
import { productGroupKey } from './asin-product-sums.queries.ts';
import { loadKeptProductFigures, productFiguresOf, type ProductFigures } from './kept-groups.service.ts';

/** The totals row: each line summed exactly over the rows of the filter (every page). */
function sumFigures(rows: readonly ProductFigures[], currency: string): ProductFigures {
  const zero = productFiguresOf(computeStatement(EMPTY_STATEMENT_INPUTS, currency));
  const totals = {} as Record<string, { amount: string; status: 'estimated' | 'final' }>;
  for (const key of PRODUCT_STATEMENT_LINES) {
    let amount = zero[key].amount;
    let isEstimated = false;
    for (const row of rows) {
      amount = addDecimalStrings(amount, row[key].amount);
      isEstimated ||= row[key].status === 'estimated';
    }
    totals[key] = { amount, status: isEstimated ? 'estimated' : 'final' };
  }
  return totals as ProductFigures;
}

/** Compares decimal strings exactly (no float). */
function compareDecimal(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale).units - rescale(y, scale).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export async function getAsinProfitLoss(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TAsinProfitLossQuery,
  today = todayUtc(),
): Promise<TAsinProfitLoss> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveStatementFilters({ ...query, aggregationView: 'MONTHLY' }, auth, today);
  const [figures, products] = await Promise.all([
    // Rows without a SKU (storage, ads, reserves...) belong to no product and stay out of these figures.
    loadKeptProductFigures(db, seller.id, filters, today),
    findSellerProducts(db, seller.id),
  ]);
  const catalog = new Map(products.map((product) => [productGroupKey(product.marketplaceId, product.sku), product]));
  const search = query.search?.toLowerCase();
  const rows = [...figures.entries()]
    .map(([key, productFigures]) => {
      const [marketplaceId = '', sku = ''] = key.split('\t');
      const product = catalog.get(key);
      return {
        marketplaceId,
        sku,
        asin: product?.asin ?? null,
        brand: product?.brand ?? null,
        title: product?.title ?? null,
        ...productFigures,
      };
    })
    .filter((row) => !search || [row.sku, row.asin, row.title].some((text) => text?.toLowerCase().includes(search)));
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const order =
      query.sortBy === 'sku'
        ? a.sku.localeCompare(b.sku)
        : compareDecimal(a[query.sortBy].amount, b[query.sortBy].amount);
    return order * direction || a.sku.localeCompare(b.sku) || a.marketplaceId.localeCompare(b.marketplaceId);
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    sellerId: seller.id,
    currency: filters.currency,
    from: filters.period.from,
    to: filters.period.to,
    rows: rows.slice(start, start + query.pageSize),
    totals: sumFigures(rows, filters.currency),
    page: query.page,
    pageSize: query.pageSize,
    totalRows: rows.length,
  };
}
