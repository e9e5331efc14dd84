// Step two of the stock recommendations: the rows read → one child per SKU × marketplace with its
// latest stock, its window of daily units and stock, its planning figures and landed cost, and its
// figures from reporting-core (docs/inventory.md). Pure: no I/O.
import { ZStockLevels, type TInventoryPlanningSettings, type TStockLevels } from '@brandlens/contracts';
import {
  computeStockRecommendation,
  isoDateOfDayNumber,
  isoDayNumber,
  type PlanningInputs,
  type StockDay,
  type StockPosition,
  type StockRecommendationFigures,
} from '@brandlens/reporting-core';
import type { SkuLeadTimeRow } from './inventory-planning.queries.ts';
import { planningForSku } from './planning-inputs.ts';
import type { DailyFigureRow, LatestStockRow, ProductRow } from './stock-recommendations.queries.ts';

export interface StockChild {
  marketplaceId: string;
  sku: string;
  asin: string | null;
  parentAsin: string | null;
  brand: string | null;
  title: string | null;
  stockDay: string;
  source: TStockLevels['source'];
  stock: StockPosition;
  window: StockDay[];
  planning: PlanningInputs;
  isSkuOverride: boolean;
  figures: StockRecommendationFigures;
  /** The landed cost's currency; null without a cost valid on the day. */
  capitalCurrency: string | null;
}

export interface StockData {
  latest: LatestStockRow[];
  fulfillable: DailyFigureRow[];
  unitsSold: DailyFigureRow[];
  products: ProductRow[];
  costs: Array<{ sku: string; unitLandedCost: string; currency: string }>;
  settings: TInventoryPlanningSettings;
  leadTimes: SkuLeadTimeRow[];
}

/** The window's days, oldest first, ending the day before `asOf`. */
export function windowDays(asOf: string, days: number): string[] {
  const end = isoDayNumber(asOf) - 1;
  return Array.from({ length: days }, (_, index) => isoDateOfDayNumber(end - days + 1 + index));
}

const keyOf = (marketplaceId: string, sku: string) => `${marketplaceId}\t${sku}`;

function byKey(rows: readonly DailyFigureRow[]): Map<string, Map<string, number>> {
  const result = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = keyOf(row.marketplaceId, row.sku);
    const days = result.get(key) ?? new Map<string, number>();
    days.set(row.day, (days.get(row.day) ?? 0) + row.value);
    result.set(key, days);
  }
  return result;
}

/** The stored source word as the contract names it; the table only ever holds these four. */
const sourceOf = (source: string): TStockLevels['source'] => {
  const parsed = ZStockLevels.shape.source.safeParse(source);
  return parsed.success ? parsed.data : 'report';
};

function positionOf(row: LatestStockRow): StockPosition {
  const { fulfillable, inboundWorking, inboundShipped, inboundReceiving, reserved, unsellable, researching, total } =
    row;
  return { fulfillable, inboundWorking, inboundShipped, inboundReceiving, reserved, unsellable, researching, total };
}

export function buildStockChildren(asOf: string, days: readonly string[], data: StockData): StockChild[] {
  const units = byKey(data.unitsSold);
  const fulfillable = byKey(data.fulfillable);
  const productsByKey = new Map(data.products.map((product) => [keyOf(product.marketplaceId, product.sku), product]));
  const costs = new Map(data.costs.map((cost) => [cost.sku, cost]));
  const leadTimes = new Map(data.leadTimes.map((row) => [row.sku, row]));
  return data.latest.map((row): StockChild => {
    const key = keyOf(row.marketplaceId, row.sku);
    const product = productsByKey.get(key);
    const cost = costs.get(row.sku);
    const unitsByDay = units.get(key);
    const stockByDay = fulfillable.get(key);
    const window = days.map((day) => ({
      day,
      units: unitsByDay?.get(day) ?? 0,
      fulfillable: stockByDay?.get(day) ?? null,
    }));
    const { planning, isSkuOverride } = planningForSku(data.settings, leadTimes.get(row.sku));
    const stock = positionOf(row);
    const unitLandedCost = cost?.unitLandedCost ?? null;
    return {
      marketplaceId: row.marketplaceId,
      sku: row.sku,
      asin: product?.asin ?? row.asin,
      parentAsin: product?.parentAsin ?? null,
      brand: product?.brand ?? null,
      title: product?.title ?? row.productName,
      stockDay: row.day,
      source: sourceOf(row.source),
      stock,
      window,
      planning,
      isSkuOverride,
      figures: computeStockRecommendation({ asOf, window, stock, planning, unitLandedCost }),
      capitalCurrency: cost?.currency ?? null,
    };
  });
}
