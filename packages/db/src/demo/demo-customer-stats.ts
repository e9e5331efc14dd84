// The demo seller's customers per brand and month, and how many of them came back, growing with
// the brand's profile.
import { PROFILES } from './demo-brand-profiles.ts';
import { isoDay } from './demo-calendar.ts';
import { DEMO_BRANDS } from './demo-catalog.ts';
import { monthStarts } from './demo-months.ts';
import { createRandom, hashSeed } from './prng.ts';

export interface DemoCustomerStats {
  brand: string;
  /** The first day of the month. */
  month: string;
  customers: number;
  repeatCustomers: number;
}

export function demoCustomerStats(seed: number, firstDay: number, lastDay: number): DemoCustomerStats[] {
  const stats: DemoCustomerStats[] = [];
  const starts = monthStarts(firstDay, lastDay);
  for (const brand of DEMO_BRANDS) {
    const profile = PROFILES[brand];
    const random = createRandom(hashSeed(seed, 'customers', brand));
    starts.forEach((start, index) => {
      const trend = 1 + ((profile.customerGrowthBp / 10_000) * index) / 12;
      const customers = Math.round(profile.customersFirstMonth * trend * (0.9 + 0.2 * random.next()));
      const repeatBp = profile.repeatMinBp + (profile.repeatMaxBp - profile.repeatMinBp) * random.next();
      stats.push({
        brand,
        month: isoDay(start),
        customers,
        repeatCustomers: Math.round((customers * repeatBp) / 10_000),
      });
    });
  }
  return stats;
}
