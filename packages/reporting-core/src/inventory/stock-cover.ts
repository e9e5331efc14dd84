// Cover, safety stock and capital arithmetic shared by a SKU's recommendation and the roll-up
// (docs/inventory.md). Quantities come from the exact velocity ratio, rounded once; money from
// decimal strings, never a float.
import { formatDecimal, parseDecimal, rescale } from '../decimal.ts';
import { isoDateOfDayNumber, isoDayNumber } from '../iso-date.ts';
import { daysCoveredBy, unitsOver, type Velocity } from './stock-velocity.ts';

export interface StockPosition {
  fulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  reserved: number;
  unsellable: number;
  researching: number;
  total: number;
}

export interface PlanningInputs {
  productionDays: number;
  transitDays: number;
  checkInDays: number;
  safetyStockDays: number;
  orderCoverDays: number;
}

/** The last day YYYY-MM-DD can write; a later date (cover of thousands of years) is shown as this day. */
const LAST_WRITABLE_DAY = isoDayNumber('9999-12-31');

/** Stock that can still be sold: fulfillable, reserved and every inbound stage; not unsellable or researching. */
export function availableUnits(stock: StockPosition): number {
  return stock.fulfillable + stock.reserved + stock.inboundWorking + stock.inboundShipped + stock.inboundReceiving;
}

export function leadTimeDaysOf(planning: PlanningInputs): number {
  return planning.productionDays + planning.transitDays + planning.checkInDays;
}

export function dayAfter(day: string, days: number): string {
  return isoDateOfDayNumber(Math.min(isoDayNumber(day) + days, LAST_WRITABLE_DAY));
}

/** Whole days the available stock lasts, and the day it runs out; both null with no sales. */
export function coverFigures(asOf: string, velocity: Velocity, stock: StockPosition) {
  const daysOfCover = daysCoveredBy(availableUnits(stock), velocity);
  return { daysOfCover, stockOutDate: daysOfCover === null ? null : dayAfter(asOf, daysOfCover) };
}

/** Safety stock and reorder point in units: velocity × days, rounded up. */
export function safetyFigures(velocity: Velocity, leadTimeDays: number, safetyStockDays: number) {
  return {
    safetyStockUnits: unitsOver(velocity, safetyStockDays, 'ceil'),
    reorderPoint: unitsOver(velocity, leadTimeDays + safetyStockDays, 'ceil'),
  };
}

/** quantity × unit cost, computed exactly and rounded half away from zero to 2 places once. */
export function capitalFor(quantity: number, unitLandedCost: string | null): string | null {
  if (unitLandedCost === null) return null;
  const cost = parseDecimal(unitLandedCost);
  return formatDecimal(rescale({ units: cost.units * BigInt(quantity), scale: cost.scale }, 2));
}
