// One weekly metric per product, week over week: filters and weeks → the product figures per week
// (weekly-figures.service) and the metric's own signals (snapshots, traffic) → one series per
// product and one for all products, with last week's change. docs/weekly-insights.md.
import { WEEKLY_METRICS, type TWeeklyFilters, type TWeeklyMetric, type TWeeklyMetricKey } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { addWeeks, minorDigits, type IsoWeek } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { identityOf, WEEKLY_READ_DEADLINE } from './weekly-changes.service.ts';
import { loadProductWeeks, productKey, type ProductWeek } from './weekly-figures.service.ts';
import { resolveWeeks, type ResolvedWeeks } from './weekly-filters.ts';
import { changeOf, metricFigure, type WeekCell } from './weekly-metric-values.ts';
import {
  findCatalogProducts,
  findRankSnapshots,
  findReviewSnapshots,
  findTrafficWeeks,
  type AsinSnapshot,
  type CatalogProduct,
} from './weekly-signals.queries.ts';

type Cells = Map<string, WeekCell[]>;

const emptyCell = (): WeekCell => ({ week: undefined, sessions: null, unitsOrdered: null, snapshot: null });

function addProductWeeks(a: ProductWeek | undefined, b: ProductWeek | undefined): ProductWeek | undefined {
  if (!a || !b) return a ?? b;
  return {
    figures: addWeeks(a.figures, b.figures),
    fulfilledSales: a.fulfilledSales + b.fulfilledSales,
    returnedUnits: a.returnedUnits + b.returnedUnits,
    adUnits: a.adUnits + b.adUnits,
    isEstimated: a.isEstimated || b.isEstimated,
  };
}

const isInScope = (product: CatalogProduct | undefined, resolved: ResolvedWeeks) =>
  resolved.brand === undefined || product?.brand === resolved.brand;

/** Per SKU of each snapshotted ASIN: the latest snapshot on or before each week's Sunday. */
function snapshotCells(snapshots: AsinSnapshot[], catalog: Map<string, CatalogProduct>, resolved: ResolvedWeeks) {
  const byAsin = new Map<string, AsinSnapshot[]>();
  for (const snapshot of snapshots) {
    const key = `${snapshot.marketplaceId}:${snapshot.asin}`;
    byAsin.set(key, [...(byAsin.get(key) ?? []), snapshot]);
  }
  const cells: Cells = new Map();
  for (const [key, product] of catalog) {
    const list = byAsin.get(`${product.marketplaceId}:${product.asin}`);
    if (!list || !isInScope(product, resolved)) continue;
    cells.set(
      key,
      resolved.weeks.map((week) => {
        const latest = list.filter((snapshot) => snapshot.day <= week.end).at(-1);
        return { ...emptyCell(), snapshot: latest ? { value: latest.value, detail: latest.detail } : null };
      }),
    );
  }
  return cells;
}

async function catalogOf(reader: DatabaseReader, sellerId: string) {
  const products = await findCatalogProducts(reader, sellerId);
  return new Map(products.map((product) => [productKey(product.marketplaceId, product.sku), product]));
}

async function readCells(
  reader: DatabaseReader,
  sellerId: string,
  metric: TWeeklyMetricKey,
  resolved: ResolvedWeeks,
): Promise<{ cells: Cells; catalog: Map<string, CatalogProduct> }> {
  const scope = {
    sellerId,
    from: resolved.weeks[0]?.start ?? '',
    to: resolved.week.end,
    marketplaceId: resolved.marketplaceId,
  };
  if (metric === 'reviews' || metric === 'bsr') {
    const catalog = await catalogOf(reader, sellerId);
    const snapshots = await (metric === 'reviews' ? findReviewSnapshots : findRankSnapshots)(reader, scope);
    return { cells: snapshotCells(snapshots, catalog, resolved), catalog };
  }
  const cells: Cells = new Map();
  const cellsOf = (key: string) => {
    let list = cells.get(key);
    if (!list) cells.set(key, (list = resolved.weeks.map(emptyCell)));
    return list;
  };
  if (metric === 'listing-performance') {
    const catalog = await catalogOf(reader, sellerId);
    const index = new Map(resolved.weeks.map((week, position) => [week.start, position]));
    for (const row of await findTrafficWeeks(reader, scope)) {
      const key = productKey(row.marketplaceId, row.sku);
      const position = index.get(row.weekStart);
      if (position === undefined || !isInScope(catalog.get(key), resolved)) continue;
      const cell = cellsOf(key)[position] as WeekCell;
      cell.sessions = (cell.sessions ?? 0) + row.sessions;
      cell.unitsOrdered = (cell.unitsOrdered ?? 0) + row.unitsOrdered;
    }
    return { cells, catalog };
  }
  const { weeks, catalog } = await loadProductWeeks(reader, sellerId, resolved);
  for (const [key, byWeek] of weeks) {
    resolved.weeks.forEach((week, position) => {
      const figures = byWeek.get(week.week);
      if (figures) (cellsOf(key)[position] as WeekCell).week = figures;
    });
  }
  return { cells, catalog };
}

/** All products' cells of each week: sums, and snapshots counted once per marketplace × ASIN. */
function totalCells(cells: Cells, catalog: Map<string, CatalogProduct>, weeks: readonly IsoWeek[]): WeekCell[] {
  const seenAsins = new Set<string>();
  const totals = weeks.map(emptyCell);
  for (const [key, list] of cells) {
    const product = catalog.get(key);
    const asinKey = product?.asin ? `${product.marketplaceId}:${product.asin}` : key;
    const isFirstOfAsin = !seenAsins.has(asinKey);
    seenAsins.add(asinKey);
    list.forEach((cell, position) => {
      const total = totals[position] as WeekCell;
      total.week = addProductWeeks(total.week, cell.week);
      if (cell.sessions !== null) total.sessions = (total.sessions ?? 0) + cell.sessions;
      if (cell.unitsOrdered !== null) total.unitsOrdered = (total.unitsOrdered ?? 0) + cell.unitsOrdered;
      if (cell.snapshot && isFirstOfAsin) {
        total.snapshot = { value: (total.snapshot?.value ?? 0) + cell.snapshot.value, detail: null };
      }
    });
  }
  return totals;
}

function seriesOf(metric: TWeeklyMetricKey, cells: readonly WeekCell[], digits: number) {
  const figures = cells.map((cell) => metricFigure(metric, cell, digits));
  const values = figures.map((figure) => figure.value);
  const hasSecondary = WEEKLY_METRICS[metric].secondary !== null;
  return { values, secondary: hasSecondary ? figures.map((figure) => figure.secondary) : null, ...changeOf(values) };
}

const lastValue = (values: readonly (string | null)[]) => {
  const last = values.at(-1);
  return last === null || last === undefined ? null : Number(last);
};

export async function getWeeklyMetric(
  db: Database,
  auth: AuthContext,
  params: { sellerId: string; metric: TWeeklyMetricKey },
  query: TWeeklyFilters & { weeks: number },
  today = todayUtc(),
): Promise<TWeeklyMetric> {
  const seller = await getSeller(db, auth, params.sellerId);
  const { metric } = params;
  const { resolved, cells, catalog } = await withReadDeadline(db, WEEKLY_READ_DEADLINE, async (reader) => {
    const weeks = await resolveWeeks(reader, seller.id, query, {
      today,
      count: query.weeks,
      defaultCurrency: auth.user.defaultCurrencyCode,
    });
    return { resolved: weeks, ...(await readCells(reader, seller.id, metric, weeks)) };
  });
  const digits = minorDigits(resolved.currency);
  const isRank = metric === 'bsr';
  const rows = [...cells]
    .map(([key, list]) => ({ ...identityOf(key, catalog), ...seriesOf(metric, list, digits) }))
    .sort((a, b) => {
      const x = lastValue(a.values);
      const y = lastValue(b.values);
      if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.key.localeCompare(b.key);
      return (isRank ? x - y : y - x) || a.key.localeCompare(b.key);
    });
  const total = seriesOf(metric, totalCells(cells, catalog, resolved.weeks), digits);
  const estimatedWeeks = resolved.weeks
    .filter((_, position) => [...cells.values()].some((list) => list[position]?.week?.isEstimated === true))
    .map((week) => week.week);
  return {
    sellerId: seller.id,
    currency: resolved.currency,
    weekChoice: resolved.weekChoice,
    dataThrough: resolved.dataThrough,
    metric,
    unit: WEEKLY_METRICS[metric].unit,
    weeks: [...resolved.weeks],
    estimatedWeeks,
    rows,
    total: isRank
      ? { values: total.values.map(() => null), secondary: null, change: null, changePercent: null }
      : total,
  };
}
