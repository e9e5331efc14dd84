// The demo seller's seller performance reports (GET_V2_SELLER_PERFORMANCE_REPORT), one document
// per marketplace for each weekly account health snapshot of demo-valuation.ts, in the shape of
// Amazon's schema (accountHealthReport-2020-11-18.json). Each snapshot's orders, orders with a
// defect (its rate × its orders, rounded) and open violations are split over the marketplaces and
// their afn/mfn channels, so the seller-level figures the sync computes from these documents are
// the snapshot's. Amazon.co.uk slips in the last weeks: its late shipment rate passes 4 % and
// its Account Health Rating falls into 'at risk', so the demo shows the banner and raises the
// alert. Deterministic from the seed.
import { epochDayOf, isoDay } from './demo-calendar.ts';
import { DEMO_MARKETPLACES, type TDemoMarketplaceCode } from './demo-marketplaces.ts';
import type { DemoAccountHealth } from './demo-account-health-snapshots.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

export interface DemoHealthDocument {
  /** The day the report was made (the snapshot's day). */
  day: string;
  marketplaceId: string;
  /** The document as Amazon writes it, for this one marketplace. */
  document: { accountStatuses: unknown[]; performanceMetrics: unknown[] };
}

/** Share of the orders per marketplace, in per mille (sums to 1000), and of the mfn orders within it. */
const SHARES: Record<TDemoMarketplaceCode, { orders: number; mfn: number; rating: number }> = {
  US: { orders: 550, mfn: 120, rating: 290 },
  CA: { orders: 100, mfn: 100, rating: 310 },
  UK: { orders: 180, mfn: 250, rating: 240 },
  DE: { orders: 170, mfn: 150, rating: 270 },
};
/** The weeks at the end where Amazon.co.uk is at risk. */
const SLIPPING_WEEKS = 3;
const VIOLATION_TYPES = [
  'listingPolicyViolations',
  'productAuthenticityCustomerComplaints',
  'receivedIntellectualPropertyComplaints',
  'productSafetyCustomerComplaints',
] as const;

/** `total` split by weights into integers that sum to it (largest remainders, first index on ties). */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = total - parts.reduce((a, b) => a + b, 0), i = 0; left > 0; left -= 1, i += 1)
    parts[order[i]!.index]! += 1;
  return parts;
}

const dayNumber = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return epochDayOf(year, month, date);
};
const range = (day: string, fromBack: number, toBack: number) => ({
  reportingDateFrom: `${isoDay(dayNumber(day) - fromBack)}T00:00:00Z`,
  reportingDateTo: `${isoDay(dayNumber(day) - toBack)}T23:59:59Z`,
});
/** count / of as Amazon writes a rate: a JSON number with 4 decimals. */
const rateOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count * 10_000) / of) / 10_000);

function orderDefects(day: string, orderCount: number, defects: number) {
  const negativeFeedback = Math.ceil(defects / 2);
  const claims = Math.floor((defects - negativeFeedback) * 0.7);
  const status = rateOf(defects, orderCount) < 0.01 ? 'GOOD' : 'BAD';
  return {
    reportingDateRange: range(day, 74, 15),
    orderCount,
    orderWithDefects: { count: defects, status },
    negativeFeedback: { count: negativeFeedback, status: 'NONE' },
    claims: { count: claims, status: 'NONE' },
    chargebacks: { count: defects - negativeFeedback - claims, status: 'NONE' },
    status,
    rate: rateOf(defects, orderCount),
    targetValue: 0.01,
    targetCondition: 'LESS_THAN',
  };
}

function shippingMetrics(random: Random, day: string, mfnOrders: number, isSlipping: boolean) {
  const late = Math.round((mfnOrders * (isSlipping ? 420 + random.int(80) : 50 + random.int(200))) / 10_000);
  const cancelled = Math.round((mfnOrders * (20 + random.int(130))) / 10_000);
  const untracked = Math.round((mfnOrders * (50 + random.int(300))) / 10_000);
  const target = (value: number, condition: string) => ({ targetValue: value, targetCondition: condition });
  return {
    lateShipmentRate: {
      reportingDateRange: range(day, 30, 1),
      orderCount: mfnOrders,
      lateShipmentCount: late,
      rate: rateOf(late, mfnOrders),
      status: rateOf(late, mfnOrders) < 0.04 ? 'GOOD' : 'BAD',
      ...target(0.04, 'LESS_THAN'),
    },
    preFulfillmentCancellationRate: {
      reportingDateRange: range(day, 7, 1),
      orderCount: mfnOrders,
      cancellationCount: cancelled,
      rate: rateOf(cancelled, mfnOrders),
      status: 'GOOD',
      ...target(0.025, 'LESS_THAN'),
    },
    validTrackingRate: {
      reportingDateRange: range(day, 30, 1),
      shipmentCount: mfnOrders,
      validTrackingCount: mfnOrders - untracked,
      rate: rateOf(mfnOrders - untracked, mfnOrders),
      status: 'GOOD',
      ...target(0.95, 'GREATER_THAN'),
    },
  };
}

function snapshotDocuments(seed: number, snapshot: DemoAccountHealth, weeksLeft: number): DemoHealthDocument[] {
  const random = createRandom(hashSeed(seed, 'account-health-reports', snapshot.snapshotDate));
  const day = snapshot.snapshotDate;
  const [units, decimals = ''] = snapshot.orderDefectRate.split('.');
  const rateUnits = Number(`${units}${decimals.padEnd(4, '0').slice(0, 4)}`);
  const defects = Math.round((rateUnits * snapshot.orderCount) / 10_000);
  const codes = DEMO_MARKETPLACES.map((marketplace) => marketplace.code);
  const orders = splitByWeights(
    snapshot.orderCount,
    codes.map((code) => SHARES[code].orders),
  );
  // Channels: afn then mfn of each marketplace; mfn orders get defects twice as often.
  const channelOrders = codes.flatMap((code, index) => {
    const mfn = Math.round((orders[index]! * SHARES[code].mfn) / 1000);
    return [orders[index]! - mfn, mfn];
  });
  const channelDefects = splitByWeights(
    defects,
    channelOrders.map((count, index) => count * (index % 2 === 0 ? 1 : 2)),
  );
  const violations = splitByWeights(snapshot.policyViolations, [3, 1, 2, 2]);
  return DEMO_MARKETPLACES.map((marketplace, index) => {
    const isSlipping = marketplace.code === 'UK' && weeksLeft < SLIPPING_WEEKS;
    const [afn, mfn] = [channelOrders[index * 2]!, channelOrders[index * 2 + 1]!];
    const score = isSlipping ? 170 + random.int(20) : SHARES[marketplace.code].rating + random.int(60) - 30;
    const kinds = splitByWeights(violations[index]!, [3 + random.int(3), 1, 1 + random.int(2), 1]);
    const policy = Object.fromEntries(
      VIOLATION_TYPES.map((type, at) => [
        type,
        {
          reportingDateRange: range(day, 180, 0),
          defectsCount: kinds[at]!,
          status: kinds[at] === 0 ? 'GOOD' : 'BAD',
          targetValue: 0,
          targetCondition: 'EQUALS',
        },
      ]),
    );
    const metrics = {
      marketplaceId: marketplace.id,
      accountHealthRating: {
        ahrScore: score,
        ahrStatus: score >= 200 ? 'GOOD' : 'AT_RISK',
        reportingDateRange: range(day, 180, 0),
      },
      orderDefectRate: {
        afn: { ...orderDefects(day, afn, channelDefects[index * 2]!), fulfillmentType: 'AFN' },
        mfn: { ...orderDefects(day, mfn, channelDefects[index * 2 + 1]!), fulfillmentType: 'MFN' },
      },
      ...shippingMetrics(random, day, mfn, isSlipping),
      ...policy,
    };
    return {
      day,
      marketplaceId: marketplace.id,
      document: {
        accountStatuses: [{ marketplaceId: marketplace.id, status: 'NORMAL' }],
        performanceMetrics: [metrics],
      },
    };
  });
}

/** Every marketplace's report for each snapshot, oldest first. */
export function demoAccountHealthDocuments(
  seed: number,
  snapshots: readonly DemoAccountHealth[],
): DemoHealthDocument[] {
  return snapshots.flatMap((snapshot, index) => snapshotDocuments(seed, snapshot, snapshots.length - 1 - index));
}
