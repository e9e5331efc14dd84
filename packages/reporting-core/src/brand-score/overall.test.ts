import { describe, expect, it } from 'vitest';
import type { ScoreBucket } from './indicators.ts';
import { overallBrandScore } from './overall.ts';

describe('overallBrandScore', () => {
  it('is the mean of the buckets, rounded half up to a whole number', () => {
    expect(overallBrandScore({ rating: 100, tacos: 75 })).toBe(88);
    expect(overallBrandScore({ rating: 75, tacos: 75, returnRate: 100 })).toBe(83);
    expect(overallBrandScore({ rating: 100, tacos: 100, returnRate: 75 })).toBe(92);
    expect(overallBrandScore({ rating: 25, tacos: 0, returnRate: 0 })).toBe(8);
    expect(overallBrandScore({ rating: 0 })).toBe(0);
    expect(overallBrandScore({ rating: 50, tacos: 50, returnRate: 50, reviewVolume: 25 })).toBe(44);
  });

  it('leaves indicators without data out, neither helping nor hurting', () => {
    expect(overallBrandScore({ rating: 100, tacos: null, returnRate: 50 })).toBe(75);
    expect(overallBrandScore({ rating: 100, tacos: undefined })).toBe(100);
  });

  it('is null when no indicator has data', () => {
    expect(overallBrandScore({})).toBeNull();
    expect(overallBrandScore({ rating: null, tacos: null })).toBeNull();
  });

  it('averages all 15 indicators', () => {
    const all = {
      productComplexity: 100,
      policyViolations: 100,
      orderDefectRate: 100,
      rating: 75,
      reviewVolume: 50,
      reviewQuality: 75,
      reviewQuota: 100,
      ebitdaYearly: 50,
      ebitdaMonthly: 25,
      profitMargin: 50,
      returnRate: 75,
      repeatCustomerRate: 0,
      bestSellerRank: 75,
      tacos: 50,
      shopifyRevenueYoY: 25,
    } as const;
    // 950 / 15 = 63.33...
    expect(overallBrandScore(all)).toBe(63);
  });

  it('rejects values that are not buckets and names that are not indicators', () => {
    expect(() => overallBrandScore({ rating: 30 as ScoreBucket })).toThrow('rating: 30 is not a score bucket');
    expect(() => overallBrandScore({ rating: '75' as unknown as ScoreBucket })).toThrow('is not a score bucket');
    expect(() => overallBrandScore({ margin: 50 } as never)).toThrow('"margin" is not a brand score indicator');
  });
});
