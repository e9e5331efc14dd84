import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo-catalog.ts';
import type { DemoReviewSnapshot } from './demo-review-snapshots.ts';
import { demoValuationSources } from './demo-valuation.ts';

const FIRST_DAY = '2024-05-01';
const LAST_DAY = '2026-04-30';

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

describe('demoValuationSources', () => {
  const sources = demoValuationSources(42, FIRST_DAY, LAST_DAY);
  const catalog = demoCatalog(42);
  const asinsOf = (brand: string) =>
    new Set(catalog.filter((product) => product.brand === brand).map((product) => product.asin));
  const snapshotsOf = (brand: string, date: string) => {
    const asins = asinsOf(brand);
    return sources.reviewSnapshots.filter((row) => asins.has(row.asin) && row.snapshotDate === date);
  };

  /** Everything the brand score reads from the review snapshots, by the definitions in docs/brand-valuation.md. */
  function reviewFigures(brand: string) {
    const latest = snapshotsOf(brand, LAST_DAY);
    // The 18 months are Nov 2024 to Apr 2026; the baseline is the snapshot at the end of October 2024.
    const baseline = snapshotsOf(brand, '2024-10-31');
    const negative = (rows: DemoReviewSnapshot[]) => sum(rows.map((row) => row.stars[0] + row.stars[1]));
    const count = (rows: DemoReviewSnapshot[]) => sum(rows.map((row) => row.ratingCount));
    const points = sum(latest.flatMap((row) => row.stars.map((stars, index) => stars * (index + 1))));
    const reviewedAsins = new Set(latest.filter((row) => row.ratingCount > 0).map((row) => row.asin));
    return {
      volume: count(latest),
      rating: points / count(latest),
      negativeShare18Months: (negative(latest) - negative(baseline)) / (count(latest) - count(baseline)),
      quota: reviewedAsins.size / asinsOf(brand).size,
    };
  }

  it('is deterministic and covers the period: monthly snapshots, 90 days of ranks, weekly health', () => {
    expect(demoValuationSources(42, FIRST_DAY, LAST_DAY)).toEqual(sources);
    expect(demoValuationSources(7, FIRST_DAY, LAST_DAY)).not.toEqual(sources);
    const snapshotDates = [...new Set(sources.reviewSnapshots.map((row) => row.snapshotDate))];
    expect(snapshotDates).toHaveLength(24);
    expect(snapshotDates[0]).toBe('2024-05-31');
    expect(snapshotDates.at(-1)).toBe(LAST_DAY);
    expect(sources.reviewSnapshots).toHaveLength(24 * catalog.length);
    const rankDays = [...new Set(sources.categoryRanks.map((row) => row.day))].sort();
    expect(rankDays).toHaveLength(90);
    expect(rankDays[0]).toBe('2026-01-31');
    expect(sources.categoryRanks).toHaveLength(90 * catalog.length);
    expect(sources.accountHealth.at(-1)?.snapshotDate).toBe(LAST_DAY);
    expect(sources.accountHealth[0]?.snapshotDate).toBe('2024-05-02');
    expect(sources.customerStats).toHaveLength(3 * 24);
    expect(sources.customerStats[0]).toMatchObject({ brand: 'Trailhead Gear', month: FIRST_DAY });
    expect(sources.shopifyRevenue).toHaveLength(2 * 730);
  });

  it('keeps every snapshot consistent and cumulative counts never falling', () => {
    const previous = new Map<string, DemoReviewSnapshot>();
    for (const row of sources.reviewSnapshots) {
      expect(sum(row.stars)).toBe(row.ratingCount);
      expect(row.reviewCount).toBeLessThanOrEqual(row.ratingCount);
      if (row.ratingCount === 0) expect(row.averageRating).toBeNull();
      else
        expect(
          Math.abs(Number(row.averageRating) - sum(row.stars.map((n, i) => n * (i + 1))) / row.ratingCount),
        ).toBeLessThanOrEqual(0.005 + 1e-9);
      const key = `${row.marketplaceId} ${row.asin}`;
      const before = previous.get(key);
      if (before) row.stars.forEach((count, star) => expect(count).toBeGreaterThanOrEqual(before.stars[star] ?? 0));
      previous.set(key, row);
    }
    for (const rank of sources.categoryRanks) {
      expect(Number(rank.topPercent)).toBeGreaterThan(0);
      expect(Number(rank.topPercent)).toBeLessThanOrEqual(100);
      expect(Math.abs(Number(rank.topPercent) - (rank.rank * 100) / rank.categorySize)).toBeLessThan(0.00006);
    }
    for (const stats of sources.customerStats) expect(stats.repeatCustomers).toBeLessThanOrEqual(stats.customers);
  });

  it('makes Trailhead Gear strong, Kitchen Kind middling and Lumen Home weak on reviews', () => {
    const trailhead = reviewFigures('Trailhead Gear');
    expect(trailhead.volume).toBe(14_000);
    expect(trailhead.rating).toBeGreaterThanOrEqual(4.5);
    expect(trailhead.negativeShare18Months).toBeLessThan(0.09);
    expect(trailhead.quota).toBe(1);

    const kitchen = reviewFigures('Kitchen Kind');
    expect(kitchen.volume).toBe(3_600);
    expect(kitchen.rating).toBeGreaterThanOrEqual(4);
    expect(kitchen.rating).toBeLessThan(4.49);
    expect(kitchen.negativeShare18Months).toBeGreaterThanOrEqual(0.1);
    expect(kitchen.negativeShare18Months).toBeLessThan(0.14);
    expect(kitchen.quota).toBe(0.75);

    const lumen = reviewFigures('Lumen Home');
    expect(lumen.volume).toBe(850);
    expect(lumen.rating).toBeGreaterThanOrEqual(3.5);
    expect(lumen.rating).toBeLessThan(3.99);
    expect(lumen.negativeShare18Months).toBeGreaterThanOrEqual(0.17);
    expect(lumen.negativeShare18Months).toBeLessThan(0.19);
    expect(lumen.quota).toBe(0.55);
  });

  it('ranks, customers, account health and Shopify revenue differ by brand as documented', () => {
    const meanTopPercent = (brand: string) => {
      const asins = asinsOf(brand);
      const rows = sources.categoryRanks.filter((row) => asins.has(row.asin) && row.day >= '2026-04-01');
      return sum(rows.map((row) => Number(row.topPercent))) / rows.length;
    };
    expect(meanTopPercent('Trailhead Gear')).toBeLessThan(9.5);
    expect(meanTopPercent('Kitchen Kind')).toBeGreaterThan(9.5);
    expect(meanTopPercent('Kitchen Kind')).toBeLessThan(24.5);
    expect(meanTopPercent('Lumen Home')).toBeGreaterThan(49.5);
    expect(meanTopPercent('Lumen Home')).toBeLessThan(99.5);

    const repeatRate = (brand: string) => {
      const rows = sources.customerStats.filter((row) => row.brand === brand && row.month >= '2025-05-01');
      expect(rows).toHaveLength(12);
      return sum(rows.map((row) => row.repeatCustomers)) / sum(rows.map((row) => row.customers));
    };
    expect(repeatRate('Trailhead Gear')).toBeGreaterThanOrEqual(0.2);
    expect(repeatRate('Kitchen Kind')).toBeGreaterThanOrEqual(0.1);
    expect(repeatRate('Kitchen Kind')).toBeLessThan(0.1499);
    expect(repeatRate('Lumen Home')).toBeLessThan(0.05);

    const latestHealth = sources.accountHealth.at(-1);
    expect(Number(latestHealth?.orderDefectRate)).toBeLessThan(0.025);
    expect(latestHealth?.policyViolations).toBeGreaterThanOrEqual(5);
    expect(latestHealth?.policyViolations).toBeLessThanOrEqual(9);

    const yearOverYear = (brand: string) => {
      const rows = sources.shopifyRevenue.filter((row) => row.brand === brand);
      const trailing = sum(rows.filter((row) => row.day >= '2025-05-01').map((row) => Number(row.amount)));
      const previous = sum(rows.filter((row) => row.day < '2025-05-01').map((row) => Number(row.amount)));
      return trailing / previous - 1;
    };
    expect(yearOverYear('Trailhead Gear')).toBeGreaterThan(0.3);
    expect(yearOverYear('Kitchen Kind')).toBeGreaterThan(-0.2);
    expect(yearOverYear('Kitchen Kind')).toBeLessThan(0);
    expect(sources.shopifyRevenue.some((row) => row.brand === 'Lumen Home')).toBe(false);
  });

  it('rejects a period that is not one', () => {
    expect(() => demoValuationSources(1, '2024-02-30', LAST_DAY)).toThrow('"2024-02-30" is not a calendar day');
    expect(() => demoValuationSources(1, LAST_DAY, FIRST_DAY)).toThrow('before it starts');
  });
});
