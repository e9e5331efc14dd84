// The catalogue: filters → every product's statement of the period (P&L pipeline) and its
// latest stock, rank and rating → one row per SKU × marketplace, most net sales first, and
// the rows added up. docs/products.md.
import type { TCatalogRow, TProductDetailsListQuery, TProductFilters, TProductsCatalog } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { addDecimalStrings, compareDecimalStrings, percentOf } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { PRODUCTS_READ_DEADLINE_MS, resolveProductFilters } from './product-filters.ts';
import { emptyStatement, loadProductStatements, pnlOf, productKey } from './product-statements.service.ts';
import { findProductFacts, type ProductFacts } from './products-catalog.queries.ts';

function rowOf(key: string, facts: ProductFacts | undefined, figures: ReturnType<typeof pnlOf>): TCatalogRow {
  const [marketplaceId = '', sku = ''] = key.split('\t');
  return {
    id: facts?.id ?? null,
    marketplaceId,
    sku,
    asin: facts?.asin ?? null,
    title: facts?.title ?? null,
    brand: facts?.brand ?? null,
    imageUrl: facts?.imageUrl ?? null,
    price: figures.price,
    unitsSold: figures.unitsSold,
    netSales: figures.netSales,
    contributionMargin3: figures.contributionMargin3,
    margin: figures.margin,
    stock: facts?.stock ?? null,
    bsr: facts?.bsr ?? null,
    bsrCategory: facts?.bsrCategory ?? null,
    rating: facts?.rating ?? null,
    ratingCount: facts?.ratingCount ?? null,
    estimated: figures.estimated,
  };
}

const matches = (row: TCatalogRow, search: string | undefined) =>
  !search || [row.sku, row.asin, row.title].some((text) => text?.toLowerCase().includes(search.toLowerCase()));

function totalsOf(rows: readonly TCatalogRow[]): TProductsCatalog['totals'] {
  let netSales = '0';
  let contributionMargin3 = '0';
  for (const row of rows) {
    netSales = addDecimalStrings(netSales, row.netSales);
    contributionMargin3 = addDecimalStrings(contributionMargin3, row.contributionMargin3);
  }
  return {
    unitsSold: rows.reduce((sum, row) => sum + row.unitsSold, 0),
    netSales,
    contributionMargin3,
    margin: percentOf(contributionMargin3, netSales),
    stock: rows.reduce((sum, row) => sum + (row.stock ?? 0), 0),
    estimated: rows.some((row) => row.estimated),
  };
}

async function catalogOf(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProductFilters & { ids?: readonly string[] },
  today: string,
): Promise<TProductsCatalog> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveProductFilters(query, auth, today);
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: 'The product catalogue' };
  const { statements, facts } = await withReadDeadline(db, deadline, async (reader) => ({
    statements: await loadProductStatements(reader, seller.id, filters),
    facts: await findProductFacts(reader, {
      sellerId: seller.id,
      asOf: filters.period.to,
      marketplaceId: filters.marketplaceId,
      brand: filters.brand,
      ids: query.ids,
    }),
  }));
  const factsByKey = new Map(facts.map((item) => [productKey(item.marketplaceId, item.sku), item]));
  // A SKU the ledger sold but no catalogue lists is still a row (the list by ids names products only).
  const keys = new Set([...factsByKey.keys(), ...(query.ids ? [] : statements.keys())]);
  const empty = emptyStatement(filters.currency);
  const rows = [...keys]
    .map((key) => rowOf(key, factsByKey.get(key), pnlOf(statements.get(key) ?? empty)))
    .filter((row) => matches(row, query.search))
    .map((row) => ({ row, sales: Number(row.netSales) }))
    // Rounding to a double keeps the order of different amounts or makes them equal, never
    // swaps them: the exact comparison is needed only for equal doubles (and parses each time).
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        compareDecimalStrings(b.row.netSales, a.row.netSales) ||
        a.row.sku.localeCompare(b.row.sku) ||
        a.row.marketplaceId.localeCompare(b.row.marketplaceId),
    )
    .map(({ row }) => row);
  return {
    sellerId: seller.id,
    currency: filters.currency,
    from: filters.period.from,
    to: filters.period.to,
    rows,
    totals: totalsOf(rows),
  };
}

export function getProductsCatalog(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProductFilters,
  today = todayUtc(),
): Promise<TProductsCatalog> {
  return catalogOf(db, auth, sellerIdOrSlug, query, today);
}

/** The catalogue rows of the given products (ids of another seller are left out). */
export function getProductDetailsList(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProductDetailsListQuery,
  today = todayUtc(),
): Promise<TProductsCatalog> {
  const ids = [...new Set(query.ids.split(',').map((id) => id.toLowerCase()))];
  return catalogOf(db, auth, sellerIdOrSlug, { ...query, ids }, today);
}
