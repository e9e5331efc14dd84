// The demo seller's daily Shopify net sales per brand that has a store, in USD: a trend, peak
// months and busier weekends, with daily noise.
import { PROFILES } from './demo-brand-profiles.ts';
import { dayParts, isoDay } from './demo-calendar.ts';
import { DEMO_BRANDS } from './demo-catalog.ts';
import { formatMinor } from './demo-money.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

export interface DemoShopifyRevenue {
  brand: string;
  day: string;
  currency: 'USD';
  /** "420.17" */
  amount: string;
}

export function demoShopifyRevenue(seed: number, firstDay: number, lastDay: number): DemoShopifyRevenue[] {
  const revenue: DemoShopifyRevenue[] = [];
  for (const brand of DEMO_BRANDS) {
    const shopify = PROFILES[brand].shopify;
    if (!shopify) continue;
    const random: Random = createRandom(hashSeed(seed, 'shopify', brand));
    for (let day = firstDay; day <= lastDay; day += 1) {
      const { month, weekday } = dayParts(day);
      const trend = 1 + ((shopify.growthBp / 10_000) * (day - firstDay)) / 365;
      const season = (shopify.peakMonths.includes(month) ? 1.3 : 1) * (weekday === 0 || weekday === 6 ? 1.15 : 1);
      const cents = Math.round(shopify.dailyCents * trend * season * (0.8 + 0.4 * random.next()));
      revenue.push({ brand, day: isoDay(day), currency: 'USD', amount: formatMinor(cents, false) });
    }
  }
  return revenue;
}
