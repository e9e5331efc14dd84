// The stock recommendations pipeline: the seller's planning → its latest stock, the window's daily
// units and stock, catalog and costs (a fixed handful of queries in one snapshot under one deadline)
// → each SKU × marketplace's figures (reporting-core) → the aggregation's rows → filter, order,
// summary. docs/inventory.md has every formula.
import type { TStockAggregation, TStockRecommendations, TStockRecommendationsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { ALL_BRANDS } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findPlanningSettings, findSkuLeadTimes } from './inventory-planning.queries.ts';
import { settingsOrDefaults } from './planning-inputs.ts';
import { buildStockChildren, windowDays, type StockChild } from './stock-children.ts';
import { selectRows, summarise } from './stock-row-selection.ts';
import {
  findCatalogTitles,
  findCostsOnDay,
  findDailyFulfillable,
  findDailyUnitsSold,
  findLatestStock,
  findLatestStockDay,
  findSalesThroughDay,
  findSellerProducts,
  type StockFilter,
} from './stock-recommendations.queries.ts';
import { groupChildren, shapeGroup } from './stock-rows.ts';

export const STOCK_READ_DEADLINE_MS = 15_000;

/** A SKU missing from the seller's latest stock day keeps its own latest figures this many days older. */
export const STOCK_FIGURES_MAX_AGE_DAYS = 30;

export interface StockRecommendationOptions {
  now: Date;
  aggregation?: TStockAggregation;
  windowDays?: number;
  marketplaceId?: string;
  brand?: string;
  atRisk?: boolean;
  search?: string;
}

const addDays = (day: string, days: number) => isoDateOfDayNumber(isoDayNumber(day) + days);

/** Parent ASIN titles from the catalog, keyed `marketplace:asin`, for the parent view. */
async function parentTitlesOf(reader: DatabaseReader, sellerId: string, children: readonly StockChild[]) {
  const parents = [...new Set(children.flatMap((child) => (child.parentAsin ? [child.parentAsin] : [])))];
  const titles = await findCatalogTitles(reader, sellerId, parents);
  return new Map(titles.map((row) => [`${row.marketplaceId}:${row.asin}`, row.title]));
}

async function loadChildren(
  reader: DatabaseReader,
  filter: StockFilter,
  asOf: string,
  windowDayCount: number | undefined,
) {
  const settings = settingsOrDefaults(await findPlanningSettings(reader, filter.sellerId));
  // The window ends yesterday, or where the seller's sales data ends when that is earlier.
  const salesThrough = (await findSalesThroughDay(reader, filter.sellerId, asOf)) ?? addDays(asOf, -1);
  const days = windowDays(addDays(salesThrough, 1), windowDayCount ?? settings.velocityWindowDays);
  // A marketplace's local day runs up to a day ahead of UTC, so its figures of "tomorrow" count.
  const stockDay = await findLatestStockDay(reader, filter.sellerId, addDays(asOf, 1));
  if (stockDay === null) return { stockDay, days, children: [] };
  const from = days[0] ?? asOf;
  const to = days.at(-1) ?? asOf;
  const latest = await findLatestStock(reader, filter, addDays(stockDay, -STOCK_FIGURES_MAX_AGE_DAYS), stockDay);
  const data = {
    settings,
    latest,
    leadTimes: await findSkuLeadTimes(reader, filter.sellerId),
    fulfillable: await findDailyFulfillable(reader, filter, from, to),
    unitsSold: await findDailyUnitsSold(reader, filter, from, to),
    products: await findSellerProducts(reader, filter),
    costs: await findCostsOnDay(reader, filter.sellerId, asOf),
  };
  return { stockDay, days, children: buildStockChildren(asOf, days, data) };
}

/**
 * The seller's stock recommendations as of `now` (its UTC day). The seller must already be one the
 * caller may see: the routes resolve it through the tenancy scope, the alert evaluator is given it.
 */
export async function computeSellerStockRecommendations(
  db: Database,
  sellerId: string,
  options: StockRecommendationOptions,
): Promise<TStockRecommendations> {
  const asOf = options.now.toISOString().slice(0, 10);
  const aggregation = options.aggregation ?? 'sku';
  const filter = { sellerId, marketplaceId: options.marketplaceId, brand: options.brand };
  const deadline = { ms: STOCK_READ_DEADLINE_MS, what: 'The stock recommendations' };
  return withReadDeadline(db, deadline, async (reader) => {
    const { stockDay, days, children } = await loadChildren(reader, filter, asOf, options.windowDays);
    const parentTitles =
      aggregation === 'parent' ? await parentTitlesOf(reader, sellerId, children) : new Map<string, string>();
    const rows = groupChildren(children, aggregation).map((group) =>
      shapeGroup(asOf, group, aggregation, parentTitles),
    );
    const selected = selectRows(rows, { isAtRiskOnly: options.atRisk ?? false, search: options.search });
    return {
      sellerId,
      asOf,
      stockDay,
      aggregation,
      windowDays: days.length,
      salesThrough: days.at(-1) ?? null,
      rows: selected.map((row) => row.row),
      summary: summarise(selected),
    };
  });
}

/** The stock recommendations page: the seller through the caller's scope (404 when unseen), then the figures. */
export async function getStockRecommendations(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TStockRecommendationsQuery,
  now = new Date(),
): Promise<TStockRecommendations & { sellerSlug: string }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const recommendations = await computeSellerStockRecommendations(db, seller.id, {
    now,
    aggregation: query.aggregation,
    windowDays: query.windowDays,
    marketplaceId: query.marketplaceId,
    brand: query.brand === ALL_BRANDS ? undefined : query.brand,
    atRisk: query.atRisk === 'true',
    search: query.search,
  });
  return { ...recommendations, sellerSlug: seller.slug };
}
