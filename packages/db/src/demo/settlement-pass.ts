// Generates the amount rows of one settlement of one marketplace, a day at a
// time, from its own seeded stream: running it twice gives the same rows, so
// the writer can total a settlement first and then write it behind its summary.
import type { DemoListing } from './demo-catalog.ts';
import { dayParts, monthKey, type DemoPeriod, type DemoRange } from './demo-calendar.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';
import { RowSink, type DemoRow } from './demo-row.ts';
import type { ListingPicker } from './listing-picker.ts';
import {
  addOrderRows,
  addRefundRows,
  sellItem,
  type PendingRefund,
  type SaleContext,
  type SoldItem,
} from './order-item-rows.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';
import { addAccountRows } from './settlement-fees.ts';

export interface SettlementPlan {
  seed: number;
  marketplace: DemoMarketplace;
  picker: ListingPicker;
  range: DemoRange;
  period: DemoPeriod;
  /** Order items per day offset from range.firstDay. */
  itemsByDay: Int32Array;
}

/** What one marketplace's settlements hand on to the next. */
export interface MarketplaceCarry {
  /** The reserve held by the previous settlement, released in the next. */
  previousReserve: number;
  refundsByDay: Map<number, PendingRefund[]>;
  unitsByMonth: Map<number, number>;
}

/** What a pass over one settlement counted. */
export interface SettlementTally {
  orders: number;
  orderItems: number;
  units: number;
  /** Product, shipping and gift-wrap sales net of promotions, without tax. */
  grossSales: number;
  unitsByMonth: Map<number, number>;
  laterRefunds: PendingRefund[];
  nextReserve: number;
  /** When set, each sold order item is added here (the writer drains it into the orders reports). */
  soldItems?: SoldListing[];
}

/** An order item as sold, with the listing it was sold from. */
export interface SoldListing {
  item: SoldItem;
  listing: DemoListing;
}

const ORDER_WITH_TWO_ITEMS = 0.08;
const REFUND_LAG_DAYS = { min: 3, spread: 40 } as const;

export function createCarry(): MarketplaceCarry {
  return { previousReserve: 0, refundsByDay: new Map(), unitsByMonth: new Map() };
}

export function createTally(): SettlementTally {
  return {
    orders: 0,
    orderItems: 0,
    units: 0,
    grossSales: 0,
    unitsByMonth: new Map(),
    laterRefunds: [],
    nextReserve: 0,
  };
}

/** The settlement's rows, one chunk per day and a last chunk of account-level rows; fills `tally`. */
export function* settlementChunks(
  plan: SettlementPlan,
  carry: MarketplaceCarry,
  tally: SettlementTally,
): Generator<DemoRow[]> {
  const { seed, marketplace, period } = plan;
  const random = createRandom(hashSeed(seed, marketplace.code, period.index, 'orders'));
  const dueInPeriod = new Map<number, PendingRefund[]>();
  for (let day = period.startDay; day <= period.endDay; day += 1) {
    const sink = new RowSink();
    addDayOrders(sink, plan, random, day, tally, dueInPeriod);
    for (const refund of [...(carry.refundsByDay.get(day) ?? []), ...(dueInPeriod.get(day) ?? [])]) {
      addRefundRows(sink, refund);
    }
    yield sink.rows;
  }
  const sink = new RowSink();
  addAccountRows(sink, plan, carry, tally, createRandom(hashSeed(seed, marketplace.code, period.index, 'account')));
  yield sink.rows;
}

function saleContext(plan: SettlementPlan, day: number): SaleContext {
  const { year, month } = dayParts(day);
  return {
    marketplace: plan.marketplace,
    yearIndex: Math.floor((day - plan.range.firstDay) / 365),
    month,
    monthLabel: `${year}${String(month).padStart(2, '0')}`,
  };
}

function orderSizes(random: Random, items: number): number[] {
  const sizes: number[] = [];
  for (let remaining = items; remaining > 0; remaining -= sizes[sizes.length - 1] ?? 1) {
    sizes.push(remaining >= 2 && random.isChance(ORDER_WITH_TWO_ITEMS) ? 2 : 1);
  }
  return sizes;
}

function addDayOrders(
  sink: RowSink,
  plan: SettlementPlan,
  random: Random,
  day: number,
  tally: SettlementTally,
  dueInPeriod: Map<number, PendingRefund[]>,
): void {
  const sale = saleContext(plan, day);
  const sizes = orderSizes(random, plan.itemsByDay[day - plan.range.firstDay] ?? 0);
  const seconds = Int32Array.from(sizes, () => random.int(86_400)).sort();
  sizes.forEach((size, index) => {
    const posted = { day, second: seconds[index] ?? 0 };
    const orderId = `${random.pick(plan.marketplace.orderIdPrefixes)}-${random.digits(7)}-${random.digits(7)}`;
    for (let item = 0; item < size; item += 1) {
      const ref = { orderId, adjustmentId: '', shipmentId: '', orderItemCode: random.digits(14), sku: '', quantity: 0 };
      const listing = plan.picker.pick(random, sale.month);
      const sold = sellItem(random, sale, listing, ref, posted);
      addOrderRows(sink, sold);
      countSale(tally, sold, day);
      tally.soldItems?.push({ item: sold, listing });
      if (random.isChance(listing.refundBp / 10_000)) scheduleRefund(plan, random, sold, tally, dueInPeriod);
    }
  });
  tally.orders += sizes.length;
}

function countSale(tally: SettlementTally, sold: SoldItem, day: number): void {
  const month = monthKey(day);
  tally.orderItems += 1;
  tally.units += sold.ref.quantity;
  tally.grossSales += sold.principal + sold.promotion + sold.shipping + sold.shippingPromotion + sold.giftWrap;
  tally.unitsByMonth.set(month, (tally.unitsByMonth.get(month) ?? 0) + sold.ref.quantity);
}

function pushToDay(byDay: Map<number, PendingRefund[]>, refund: PendingRefund): void {
  const refunds = byDay.get(refund.posted.day);
  if (refunds) refunds.push(refund);
  else byDay.set(refund.posted.day, [refund]);
}

/** A full refund of `sold` 3–42 days later: in this settlement, a later one, or never if after the demo period. */
function scheduleRefund(
  plan: SettlementPlan,
  random: Random,
  sold: SoldItem,
  tally: SettlementTally,
  dueInPeriod: Map<number, PendingRefund[]>,
): void {
  const day = sold.posted.day + REFUND_LAG_DAYS.min + random.int(REFUND_LAG_DAYS.spread);
  const refund: PendingRefund = {
    item: sold,
    ref: { ...sold.ref, adjustmentId: random.digits(14) },
    posted: { day, second: random.int(86_400) },
  };
  if (day <= plan.period.endDay) pushToDay(dueInPeriod, refund);
  else if (day <= plan.range.lastDay) tally.laterRefunds.push(refund);
}

/** After a settlement is written: release its refunds, queue later ones, remember units sold and the reserve held. */
export function commitSettlement(carry: MarketplaceCarry, period: DemoPeriod, tally: SettlementTally): void {
  for (let day = period.startDay; day <= period.endDay; day += 1) carry.refundsByDay.delete(day);
  for (const refund of tally.laterRefunds) pushToDay(carry.refundsByDay, refund);
  for (const [month, units] of tally.unitsByMonth)
    carry.unitsByMonth.set(month, (carry.unitsByMonth.get(month) ?? 0) + units);
  carry.previousReserve = tally.nextReserve;
}
