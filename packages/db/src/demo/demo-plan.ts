// Resolves the generator's options into a plan: the period, the settlement
// calendar, each marketplace's listings and its order items per day.
import { demoListings } from './demo-catalog.ts';
import { isoDay, resolveDemoRange, settlementPeriods, type DemoPeriod, type DemoRange } from './demo-calendar.ts';
import { DEMO_MARKETPLACES, type DemoMarketplace } from './demo-marketplaces.ts';
import { allocateOrderItems } from './demo-volume.ts';
import { ListingPicker } from './listing-picker.ts';
import { hashSeed } from './prng.ts';

/** 'settlement': one file per settlement, as Amazon delivers them; 'marketplace': one file per marketplace holding all its settlements. */
export type TDemoFileSplit = 'settlement' | 'marketplace';

export interface DemoDataOptions {
  seed: number;
  /** The period ends on the last day of the month before `now` unless `endDate` is given. */
  now: Date;
  /** YYYY-MM-DD, the last day with orders. */
  endDate?: string;
  months?: number;
  /** Total order items over all marketplaces. */
  orders?: number;
  split?: TDemoFileSplit;
}

export const DEFAULT_DEMO_ORDERS = 60_000;
export const DEFAULT_DEMO_MONTHS = 24;
const MAX_ORDERS = 100_000_000;

export interface DemoMarketplacePlan {
  marketplace: DemoMarketplace;
  picker: ListingPicker;
  itemsByDay: Int32Array;
}

export interface DemoPlan {
  seed: number;
  range: DemoRange;
  periods: DemoPeriod[];
  marketplaces: DemoMarketplacePlan[];
  split: TDemoFileSplit;
}

function checkWholeNumber(name: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  return value;
}

export function planDemoData(options: DemoDataOptions): DemoPlan {
  const seed = checkWholeNumber('seed', options.seed, -(2 ** 31), 2 ** 32 - 1);
  const months = checkWholeNumber('months', options.months ?? DEFAULT_DEMO_MONTHS, 1, 120);
  const orders = checkWholeNumber('orders', options.orders ?? DEFAULT_DEMO_ORDERS, 0, MAX_ORDERS);
  const range = resolveDemoRange(options.now, months, options.endDate);
  const listings = demoListings(seed);
  const items = allocateOrderItems(orders, range, DEMO_MARKETPLACES);
  return {
    seed,
    range,
    periods: settlementPeriods(range),
    split: options.split ?? 'settlement',
    marketplaces: DEMO_MARKETPLACES.map((marketplace, index) => ({
      marketplace,
      picker: new ListingPicker(listings.get(marketplace.code) ?? []),
      itemsByDay: items[index] ?? new Int32Array(0),
    })),
  };
}

/** 11 digits, unique per marketplace and period within one seed. */
export function settlementIdFor(seed: number, marketplaceIndex: number, period: DemoPeriod): string {
  const prefix = 10_000 + (hashSeed(seed, 'settlement-prefix') % 90_000);
  const sequence = (hashSeed(seed, 'settlement-sequence') % 50_000) + period.index * 7;
  return `${prefix}${marketplaceIndex + 1}${String(sequence).padStart(5, '0')}`;
}

export function fileNameFor(
  plan: DemoPlan,
  marketplace: DemoMarketplace,
  period: DemoPeriod,
  settlementId: string,
): string {
  const code = marketplace.code.toLowerCase();
  if (plan.split === 'marketplace')
    return `${code}-${isoDay(plan.range.firstDay)}-to-${isoDay(plan.range.lastDay)}.tsv`;
  return `${code}-${isoDay(period.startDay)}-${settlementId}.tsv`;
}
