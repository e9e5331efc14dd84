// Stock recommendation of one SKU in one marketplace: days of cover, reorder date, quantity and the
// capital it needs, from the sales velocity of a window and the latest stock figures. Every formula,
// its rounding and a worked example are in docs/inventory.md; the unit tests reproduce that example.
import {
  availableUnits,
  capitalFor,
  coverFigures,
  dayAfter,
  leadTimeDaysOf,
  safetyFigures,
  type PlanningInputs,
  type StockPosition,
} from './stock-cover.ts';
import { unitsOver, velocityFigures, type StockDay, type StockTrend, type Velocity } from './stock-velocity.ts';

export type { PlanningInputs, StockPosition } from './stock-cover.ts';
export type { StockDay, StockTrend } from './stock-velocity.ts';

export interface StockRecommendationInput {
  asOf: string; // today, YYYY-MM-DD (UTC)
  window: StockDay[]; // one entry per day of the window, oldest first, ending the day before asOf
  stock: StockPosition; // latest figures
  planning: PlanningInputs;
  unitLandedCost: string | null; // decimal string in its currency, null when unknown
}

export type StockStatus = 'out-of-stock' | 'reorder-now' | 'reorder-soon' | 'ok' | 'overstock' | 'no-sales';

export interface StockRecommendationFigures {
  unitsPerDay: string; // 2 decimals, e.g. '3.25'
  windowDays: number;
  inStockDays: number;
  unitsSold: number;
  trend: StockTrend;
  trendPercent: string | null; // 1 decimal
  daysOfCover: number | null;
  stockOutDate: string | null;
  leadTimeDays: number;
  safetyStockUnits: number;
  reorderPoint: number;
  reorderDate: string | null;
  reorderQuantity: number;
  reorderCapital: string | null; // decimal, 2 places
  status: StockStatus;
}

/** A reorder due within this many days is 'reorder-soon'. */
export const REORDER_SOON_DAYS = 14;
/** Cover beyond lead time + safety + order cover by more than this many days is 'overstock'. */
export const OVERSTOCK_EXTRA_DAYS = 90;

interface Reorder {
  daysUntilReorder: number;
  reorderQuantity: number;
}

/**
 * Reorder when cover falls to lead time + safety days; order what brings cover at that day up to
 * lead time + safety + order cover days, counting the stock still left then.
 */
function planReorder(velocity: Velocity, available: number, daysOfCover: number, planning: PlanningInputs): Reorder {
  const leadTimeDays = leadTimeDaysOf(planning);
  const daysUntilReorder = Math.max(0, daysOfCover - leadTimeDays - planning.safetyStockDays);
  const targetUnits = unitsOver(velocity, leadTimeDays + planning.safetyStockDays + planning.orderCoverDays, 'ceil');
  const availableAtReorder = Math.max(0, available - unitsOver(velocity, daysUntilReorder, 'floor'));
  return { daysUntilReorder, reorderQuantity: Math.max(0, targetUnits - availableAtReorder) };
}

function statusOf(
  stock: StockPosition,
  daysOfCover: number,
  daysUntilReorder: number,
  planning: PlanningInputs,
): StockStatus {
  if (stock.fulfillable <= 0) return 'out-of-stock';
  if (daysUntilReorder === 0) return 'reorder-now';
  if (daysUntilReorder <= REORDER_SOON_DAYS) return 'reorder-soon';
  const plannedCover = leadTimeDaysOf(planning) + planning.safetyStockDays + planning.orderCoverDays;
  return daysOfCover > plannedCover + OVERSTOCK_EXTRA_DAYS ? 'overstock' : 'ok';
}

export function computeStockRecommendation(input: StockRecommendationInput): StockRecommendationFigures {
  const { asOf, stock, planning } = input;
  const { velocity, figures } = velocityFigures(input.window);
  const leadTimeDays = leadTimeDaysOf(planning);
  const safety = safetyFigures(velocity, leadTimeDays, planning.safetyStockDays);
  const cover = coverFigures(asOf, velocity, stock);
  // No cover without sales: nothing to reorder, however much or little stock there is.
  if (cover.daysOfCover === null) {
    const reorder = { reorderDate: null, reorderQuantity: 0, reorderCapital: capitalFor(0, input.unitLandedCost) };
    return { ...figures, ...cover, leadTimeDays, ...safety, ...reorder, status: 'no-sales' };
  }
  const reorder = planReorder(velocity, availableUnits(stock), cover.daysOfCover, planning);
  return {
    ...figures,
    ...cover,
    leadTimeDays,
    ...safety,
    reorderDate: dayAfter(asOf, reorder.daysUntilReorder),
    reorderQuantity: reorder.reorderQuantity,
    reorderCapital: capitalFor(reorder.reorderQuantity, input.unitLandedCost),
    status: statusOf(stock, cover.daysOfCover, reorder.daysUntilReorder, planning),
  };
}
