// Step three of the stock recommendations: the SKU × marketplace children → the rows of the
// aggregation asked (per SKU and marketplace, per parent ASIN and marketplace, per SKU across
// marketplaces), a group of several rolled up by reporting-core (docs/inventory.md, 'Roll-up').
import type { TStockAggregation, TStockRecommendation } from '@brandlens/contracts';
import {
  rollUpStockRecommendations,
  type StockPosition,
  type StockRecommendationFigures,
} from '@brandlens/reporting-core';
import type { StockChild } from './stock-children.ts';

export interface StockGroup {
  key: string;
  children: StockChild[];
}

/** A shaped row with the children behind it (the search and the capital summary look at them). */
export interface StockRow {
  row: TStockRecommendation;
  children: StockChild[];
}

/** SKUs without a parent ASIN stand alone in the parent view, keyed by their ASIN, else their SKU. */
function groupKeyOf(child: StockChild, aggregation: TStockAggregation): string {
  if (aggregation === 'sku') return `${child.marketplaceId}:${child.sku}`;
  if (aggregation === 'sku-all-marketplaces') return child.sku;
  return `${child.marketplaceId}:${child.parentAsin ?? child.asin ?? child.sku}`;
}

export function groupChildren(children: readonly StockChild[], aggregation: TStockAggregation): StockGroup[] {
  const groups = new Map<string, StockChild[]>();
  for (const child of children) {
    const key = groupKeyOf(child, aggregation);
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  return [...groups].map(([key, members]) => ({ key, children: members }));
}

/** The value every child shares, else null. */
function shared<T>(children: readonly StockChild[], pick: (child: StockChild) => T | null): T | null {
  const values = new Set(children.map(pick));
  const [value] = values;
  return values.size === 1 && value !== undefined ? value : null;
}

/** The lead time shown: the child's own, or for a roll-up the legs of the child with the longest one. */
function leadTimeOf(children: readonly StockChild[], figures: StockRecommendationFigures) {
  const longest = children.reduce((best, child) =>
    child.figures.leadTimeDays > best.figures.leadTimeDays ? child : best,
  );
  const { productionDays, transitDays, checkInDays } = longest.planning;
  return {
    productionDays,
    transitDays,
    checkInDays,
    totalDays: figures.leadTimeDays,
    safetyStockDays: Math.max(...children.map((child) => child.planning.safetyStockDays)),
    isSkuOverride: children.some((child) => child.isSkuOverride),
  };
}

/** The latest stock day of the group, with the source of the child that has it. */
function stockLevels(children: readonly StockChild[], stock: StockPosition): TStockRecommendation['stock'] {
  const latest = children.reduce((best, child) => (child.stockDay > best.stockDay ? child : best));
  return { day: latest.stockDay, ...stock, source: latest.source };
}

export function shapeGroup(
  asOf: string,
  group: StockGroup,
  aggregation: TStockAggregation,
  parentTitles: ReadonlyMap<string, string>,
): StockRow {
  const { children } = group;
  const [only] = children;
  const rolled =
    only && children.length === 1
      ? { stock: only.stock, figures: only.figures, capitalCurrency: only.capitalCurrency }
      : rollUpStockRecommendations(asOf, children);
  const { figures } = rolled;
  const marketplaceId =
    aggregation === 'sku-all-marketplaces' ? null : shared(children, (child) => child.marketplaceId);
  const parentAsin = shared(children, (child) => child.parentAsin);
  const isParentRow = aggregation === 'parent' && parentAsin !== null;
  const parentTitle = parentAsin === null ? undefined : parentTitles.get(`${marketplaceId}:${parentAsin}`);
  const row: TStockRecommendation = {
    key: group.key,
    sku: isParentRow ? null : shared(children, (child) => child.sku),
    asin: shared(children, (child) => child.asin),
    parentAsin,
    title: (isParentRow ? parentTitle : undefined) ?? children.find((child) => child.title !== null)?.title ?? null,
    brand: shared(children, (child) => child.brand),
    marketplaceId,
    skuCount: children.length,
    stock: stockLevels(children, rolled.stock),
    velocity: {
      unitsPerDay: figures.unitsPerDay,
      windowDays: figures.windowDays,
      inStockDays: figures.inStockDays,
      unitsSold: figures.unitsSold,
      trend: figures.trend,
      trendPercent: figures.trendPercent,
    },
    daysOfCover: figures.daysOfCover,
    stockOutDate: figures.stockOutDate,
    leadTime: leadTimeOf(children, figures),
    safetyStockUnits: figures.safetyStockUnits,
    reorderPoint: figures.reorderPoint,
    reorderDate: figures.reorderDate,
    reorderQuantity: figures.reorderQuantity,
    reorderCapital:
      figures.reorderCapital !== null && rolled.capitalCurrency !== null
        ? { amount: figures.reorderCapital, currency: rolled.capitalCurrency }
        : null,
    status: figures.status,
  };
  return { row, children };
}
