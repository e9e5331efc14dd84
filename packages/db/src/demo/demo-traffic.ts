// The demo seller's Sales and Traffic (docs/products.md, "Demo"): per listing and day of the
// last DEMO_TRAFFIC_DAYS days with orders, the units ordered that day, replayed from the same
// seeded streams that write its settlements (demo-inventory-sales.ts), with sessions and page
// views that a steady per-listing conversion gives them; plus the account's day total per
// marketplace (asin and sku ''), the sum of its listings, as the report's salesAndTrafficByDate.
import { isoDay } from './demo-calendar.ts';
import { DEMO_MARKETPLACES } from './demo-marketplaces.ts';
import { replayListingSales } from './demo-inventory-sales.ts';
import { formatMinor } from './demo-money.ts';
import { planDemoData, type DemoDataOptions } from './demo-plan.ts';
import { createRandom, hashSeed } from './prng.ts';

export const DEMO_TRAFFIC_DAYS = 120;

export interface DemoTrafficRow {
  marketplaceId: string;
  /** YYYY-MM-DD */
  day: string;
  /** '' on the account's day total. */
  asin: string;
  sku: string;
  parentAsin: string | null;
  unitsOrdered: number;
  totalOrderItems: number;
  /** Decimal string in `currency`: units × list price. */
  orderedProductSales: string;
  currency: string;
  sessions: number;
  pageViews: number;
  /** Two decimals, or null on the account's day total. */
  buyBoxPercentage: string | null;
  unitSessionPercentage: string;
}

/** units / sessions × 100 with 2 decimals, half up (both positive integers). */
const unitSessionPercent = (units: number, sessions: number) => {
  if (sessions === 0) return '0.00';
  const hundredths = Math.floor((units * 10_000 * 2 + sessions) / (2 * sessions));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
};

/** The demo traffic of the DEMO_TRAFFIC_DAYS days ending on the demo's last order day. */
export function demoTrafficHistory(
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
  days = DEMO_TRAFFIC_DAYS,
): DemoTrafficRow[] {
  const plan = planDemoData(options);
  const lastDay = plan.range.lastDay;
  const firstDay = Math.max(plan.range.firstDay, lastDay - days + 1);
  const currencyOf = new Map(DEMO_MARKETPLACES.map((marketplace) => [marketplace.id, marketplace.currency]));
  const rows: DemoTrafficRow[] = [];
  const totals = new Map<
    string,
    {
      marketplaceId: string;
      day: string;
      currency: string;
      units: number;
      salesMinor: number;
      sessions: number;
      pageViews: number;
    }
  >();
  for (const { marketplaceId, listing, purchased } of replayListingSales(plan, firstDay, lastDay)) {
    const random = createRandom(hashSeed(plan.seed, 'traffic', marketplaceId, listing.sku));
    // A listing converts 6 to 16 % of its sessions; a day without orders still has a few visits.
    const conversionBp = 600 + random.int(1_001);
    const currency = currencyOf.get(marketplaceId) ?? 'USD';
    purchased.forEach((units, index) => {
      const day = isoDay(firstDay + index);
      const jitterBp = 8_500 + random.int(3_001);
      const sessions = Math.max(units, Math.round((units * 10_000 * jitterBp) / conversionBp / 10_000) + random.int(4));
      if (sessions === 0) return;
      const pageViews = sessions + Math.round((sessions * (1_500 + random.int(4_501))) / 10_000);
      const buyBoxBp = 9_600 + random.int(401);
      const row: DemoTrafficRow = {
        marketplaceId,
        day,
        asin: listing.asin,
        sku: listing.sku,
        parentAsin: listing.parentAsin,
        unitsOrdered: units,
        totalOrderItems: units,
        orderedProductSales: formatMinor(units * listing.price, false),
        currency,
        sessions,
        pageViews,
        buyBoxPercentage: formatMinor(buyBoxBp, false),
        unitSessionPercentage: unitSessionPercent(units, sessions),
      };
      rows.push(row);
      const key = `${marketplaceId} ${day}`;
      const total = totals.get(key) ?? {
        marketplaceId,
        day,
        currency,
        units: 0,
        salesMinor: 0,
        sessions: 0,
        pageViews: 0,
      };
      total.units += units;
      total.salesMinor += units * listing.price;
      total.sessions += sessions;
      total.pageViews += pageViews;
      totals.set(key, total);
    });
  }
  for (const total of totals.values()) {
    rows.push({
      marketplaceId: total.marketplaceId,
      day: total.day,
      asin: '',
      sku: '',
      parentAsin: null,
      unitsOrdered: total.units,
      totalOrderItems: total.units,
      orderedProductSales: formatMinor(total.salesMinor, false),
      currency: total.currency,
      sessions: total.sessions,
      pageViews: total.pageViews,
      buyBoxPercentage: null,
      unitSessionPercentage: unitSessionPercent(total.units, total.sessions),
    });
  }
  return rows;
}
