// The demo seller's daily FBA stock per SKU and marketplace over the last
// DEMO_INVENTORY_DAYS days ending today (UTC), consistent with its orders:
// a unit leaves the fulfillable stock on the day it is bought and stays
// reserved until it ships, shipments restock it (demo-inventory-plan.ts),
// a few listings run out for some days and a few end the window low, and
// damaged returns gather as unsellable units until a removal order clears them.
//
// The demo's orders end on the last day of the month before `now` (its
// settlements cover whole months); the days after it have no orders, so the
// stock stays where the last order left it, moved only by shipments arriving.
import { isoDay } from './demo-calendar.ts';
import { planDemoData, type DemoDataOptions } from './demo-plan.ts';
import { replayListingSales, type ListingSales } from './demo-inventory-sales.ts';
import { findQuietRun, planListingStock, salesRate, type ListingRole } from './demo-inventory-plan.ts';
import { createRandom, hashSeed } from './prng.ts';

export const DEMO_INVENTORY_DAYS = 180;
/** Listings that run out for some days, and listings that end the window low. */
const STOCK_OUT_LISTINGS = 4;
const LOW_LISTINGS = 2;
const DAY_MS = 86_400_000;

export interface DemoInventoryRow {
  marketplaceId: string;
  sku: string;
  /** YYYY-MM-DD */
  day: string;
  asin: string;
  fnsku: string;
  productName: string;
  condition: string;
  fulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  reserved: number;
  unfulfillable: number;
  researching: number;
  total: number;
}

export interface DemoInventory {
  firstDay: string;
  lastDay: string;
  /** The last day with demo orders. */
  lastOrderDay: string;
  rows: DemoInventoryRow[];
}

const cumulative = (values: Int32Array): Int32Array => {
  const sums = new Int32Array(values.length);
  let sum = 0;
  values.forEach((value, index) => {
    sum += value;
    sums[index] = sum;
  });
  return sums;
};

/** Which listings run out and which end low: chosen by seed among those whose orders allow it. */
function assignRoles(seed: number, sales: readonly ListingSales[], lastSalesDay: number): ListingRole[] {
  const roles: ListingRole[] = sales.map(() => ({ kind: 'steady' }));
  const order = sales
    .map((entry, index) => ({ index, rank: hashSeed(seed, 'inventory-role', entry.marketplaceId, entry.listing.sku) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  let stockOuts = 0;
  let lows = 0;
  for (const { index } of order) {
    const { purchased } = sales[index] as ListingSales;
    const rate = salesRate(purchased, lastSalesDay);
    const quiet = rate >= 0.1 && rate <= 2 ? findQuietRun(purchased, 45, lastSalesDay - 20, 4, 12) : undefined;
    if (stockOuts < STOCK_OUT_LISTINGS && quiet) {
      roles[index] = { kind: 'stock-out', ...quiet };
      stockOuts += 1;
    } else if (lows < LOW_LISTINGS && rate >= 0.3 && lastSalesDay > 30) {
      roles[index] = { kind: 'low' };
      lows += 1;
    }
  }
  return roles;
}

/**
 * Units returned damaged (a listing's refund share of the units it shipped) gather as unsellable
 * until a removal order every 9 to 13 weeks clears them.
 */
function unsellableUnits(shipped: Int32Array, damageBp: number, every: number, phase: number): Int32Array {
  const units = new Int32Array(shipped.length);
  let since = 0;
  for (let day = 0; day < shipped.length; day += 1) {
    if ((day - phase) % every === 0) since = 0;
    since += shipped[day] ?? 0;
    units[day] = Math.floor((since * damageBp) / 10_000);
  }
  return units;
}

interface ListingWindow {
  seed: number;
  /** Epoch day of the window's first day, and its length. */
  firstDay: number;
  days: number;
  lastSalesDay: number;
}

function listingRows(entry: ListingSales, role: ListingRole, window: ListingWindow): DemoInventoryRow[] {
  const { seed, firstDay, days, lastSalesDay } = window;
  const { listing, marketplaceId, purchased, shipped } = entry;
  const random = createRandom(hashSeed(seed, 'inventory', marketplaceId, listing.sku));
  const plan = planListingStock({ purchased, lastSalesDay, role, random });
  const every = 63 + 7 * random.int(5);
  const unsellable = unsellableUnits(shipped, listing.refundBp, every, random.int(every));
  const bought = cumulative(purchased);
  const sent = cumulative(shipped);
  const fnsku = `X00${hashSeed(seed, 'fnsku', listing.sku).toString(36).toUpperCase().padStart(7, '0').slice(0, 7)}`;
  const received = new Int32Array(days);
  const inbound = { working: new Int32Array(days), shipped: new Int32Array(days), receiving: new Int32Array(days) };
  for (const shipment of plan.shipments) {
    if (shipment.arrives < days) received[shipment.arrives] = (received[shipment.arrives] ?? 0) + shipment.quantity;
    const stages = [
      [inbound.working, shipment.created, shipment.shippedFrom],
      [inbound.shipped, shipment.shippedFrom, shipment.receivingFrom],
      [inbound.receiving, shipment.receivingFrom, shipment.arrives],
    ] as const;
    for (const [counts, from, to] of stages) {
      for (let day = Math.max(from, 0); day < Math.min(to, days); day += 1)
        counts[day] = (counts[day] ?? 0) + shipment.quantity;
    }
  }
  const receivedSoFar = cumulative(received);
  return Array.from({ length: days }, (_, day): DemoInventoryRow => {
    const fulfillable = plan.initial + (receivedSoFar[day] ?? 0) - (bought[day] ?? 0);
    const reserved = (bought[day] ?? 0) - (sent[day] ?? 0);
    const figures = {
      fulfillable,
      inboundWorking: inbound.working[day] ?? 0,
      inboundShipped: inbound.shipped[day] ?? 0,
      inboundReceiving: inbound.receiving[day] ?? 0,
      reserved,
      unfulfillable: unsellable[day] ?? 0,
      researching: 0,
    };
    return {
      marketplaceId,
      sku: listing.sku,
      day: isoDay(firstDay + day),
      asin: listing.asin,
      fnsku,
      productName: listing.title,
      condition: 'New',
      ...figures,
      total: Object.values(figures).reduce((sum, value) => sum + value, 0),
    };
  });
}

/** The demo inventory of the seed's demo seller for the window ending on `now`'s UTC day. */
export function demoInventoryHistory(
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
  days = DEMO_INVENTORY_DAYS,
): DemoInventory {
  const plan = planDemoData(options);
  const lastDay = Math.floor(options.now.getTime() / DAY_MS);
  const firstDay = lastDay - days + 1;
  const sales = replayListingSales(plan, firstDay, lastDay);
  const lastSalesDay = Math.min(plan.range.lastDay, lastDay) - firstDay;
  const roles = assignRoles(plan.seed, sales, lastSalesDay);
  const window = { seed: plan.seed, firstDay, days, lastSalesDay };
  const rows = sales.flatMap((entry, index) => listingRows(entry, roles[index] ?? { kind: 'steady' }, window));
  return {
    firstDay: isoDay(firstDay),
    lastDay: isoDay(lastDay),
    lastOrderDay: isoDay(plan.range.lastDay),
    rows,
  };
}
