import { describe, expect, it } from 'vitest';
import { BRAND_SCORE_INDICATORS } from './indicators.ts';
import { INDICATOR_METADATA } from './metadata.ts';

describe('brand score indicators', () => {
  it('lists the 15 indicators in the order of SPEC.md §3', () => {
    expect(BRAND_SCORE_INDICATORS).toEqual([
      'productComplexity',
      'policyViolations',
      'orderDefectRate',
      'rating',
      'reviewVolume',
      'reviewQuality',
      'reviewQuota',
      'ebitdaYearly',
      'ebitdaMonthly',
      'profitMargin',
      'returnRate',
      'repeatCustomerRate',
      'bestSellerRank',
      'tacos',
      'shopifyRevenueYoY',
    ]);
  });
});

describe('INDICATOR_METADATA', () => {
  it('has metadata for exactly the 15 indicators', () => {
    expect(Object.keys(INDICATOR_METADATA).sort()).toEqual([...BRAND_SCORE_INDICATORS].sort());
  });

  it('formats percentage indicators with 2 digits and a % sign', () => {
    const percentage = BRAND_SCORE_INDICATORS.filter((name) => INDICATOR_METADATA[name].inputType === 'percentage');
    expect(percentage.sort()).toEqual(
      [
        'profitMargin',
        'returnRate',
        'repeatCustomerRate',
        'ebitdaYearly',
        'ebitdaMonthly',
        'reviewQuality',
        'reviewQuota',
        'orderDefectRate',
        'tacos',
        'shopifyRevenueYoY',
      ].sort(),
    );
    for (const name of percentage) {
      expect(INDICATOR_METADATA[name], name).toMatchObject({ maxFractionDigits: 2, addPercentSign: true });
    }
  });

  it('formats decimal indicators without a % sign: counts whole, rating and rank with 2 digits', () => {
    expect(INDICATOR_METADATA.productComplexity).toMatchObject({
      inputType: 'decimal',
      maxFractionDigits: 0,
      addPercentSign: false,
    });
    expect(INDICATOR_METADATA.policyViolations).toMatchObject({
      inputType: 'decimal',
      maxFractionDigits: 0,
      addPercentSign: false,
    });
    expect(INDICATOR_METADATA.reviewVolume).toMatchObject({
      inputType: 'decimal',
      maxFractionDigits: 0,
      addPercentSign: false,
    });
    expect(INDICATOR_METADATA.rating).toMatchObject({
      inputType: 'decimal',
      maxFractionDigits: 2,
      addPercentSign: false,
    });
    expect(INDICATOR_METADATA.bestSellerRank).toMatchObject({
      inputType: 'decimal',
      maxFractionDigits: 2,
      addPercentSign: false,
    });
  });

  it('gives every indicator its own display text, tooltip and recommendation', () => {
    for (const field of ['displayText', 'tooltip', 'recommendation'] as const) {
      const texts = BRAND_SCORE_INDICATORS.map((name) => INDICATOR_METADATA[name][field]);
      expect(new Set(texts).size, field).toBe(15);
      for (const text of texts) expect(text.trim().length, field).toBeGreaterThan(field === 'displayText' ? 3 : 60);
    }
  });

  it('names the basis of each indicator in its tooltip', () => {
    const basis: Record<string, RegExp> = {
      ebitdaYearly: /trailing 12/,
      ebitdaMonthly: /last complete month/,
      tacos: /last 30 days/,
      bestSellerRank: /last 30 days/,
      reviewQuality: /last 18 months/,
      reviewVolume: /all time/,
      orderDefectRate: /60-day/,
    };
    for (const [name, pattern] of Object.entries(basis)) {
      expect(INDICATOR_METADATA[name as keyof typeof INDICATOR_METADATA].tooltip).toMatch(pattern);
    }
  });
});
