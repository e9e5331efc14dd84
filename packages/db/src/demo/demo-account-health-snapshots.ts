// The demo seller's weekly account health snapshots: order defect rate, orders and open policy
// violations at seller level, which demo-account-health.ts splits over the marketplaces.
import { isoDay } from './demo-calendar.ts';
import { formatDecimal } from './demo-decimal.ts';
import { createRandom, hashSeed } from './prng.ts';

export interface DemoAccountHealth {
  snapshotDate: string;
  /** A fraction, 4 decimals: "0.0092" is 0.92 %. */
  orderDefectRate: string;
  orderCount: number;
  policyViolations: number;
}

export const DEMO_ACCOUNT_HEALTH_EVERY_DAYS = 7;

export function demoAccountHealthSnapshots(seed: number, firstDay: number, lastDay: number): DemoAccountHealth[] {
  const random = createRandom(hashSeed(seed, 'account-health'));
  const days: number[] = [];
  for (let day = lastDay; day >= firstDay; day -= DEMO_ACCOUNT_HEALTH_EVERY_DAYS) days.unshift(day);
  let violations = 2;
  return days.map((day, index) => {
    const isLatest = index === days.length - 1;
    violations = Math.max(0, Math.min(9, violations + random.int(3) - 1));
    // The latest snapshot has 5–9 open violations, so the indicator is middling on every seed.
    if (isLatest) violations = 5 + random.int(5);
    return {
      snapshotDate: isoDay(day),
      // 0.40 % to 1.39 %: comfortably under Amazon's 1 % target most weeks, never near the 2.5 % bucket bound.
      orderDefectRate: formatDecimal(40 + random.int(100), 4),
      orderCount: 4_000 + random.int(2_000),
      policyViolations: violations,
    };
  });
}
