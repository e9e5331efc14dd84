import { describe, expect, it } from 'vitest';
import { formatIndicatorValue, formatTableValue } from './format-indicator-value';

describe('formatIndicatorValue', () => {
  it.each([
    ['returnRate', '0.045', '4.5 %'],
    ['returnRate', '0.0449999', '4.5 %'],
    ['tacos', '0.12', '12 %'],
    ['profitMargin', '0.123456', '12.35 %'],
    ['ebitdaYearly', '-0.2', '-20 %'],
    ['shopifyRevenueYoY', '12.5', '1,250 %'],
    ['orderDefectRate', '0', '0 %'],
  ] as const)(
    'shows the percentage indicator %s %s as %s (× 100, at most 2 digits, % sign)',
    (indicator, raw, shown) => {
      expect(formatIndicatorValue(indicator, raw)).toBe(shown);
    },
  );

  it.each([
    ['reviewVolume', '12345', '12,345'],
    ['productComplexity', '7', '7'],
    ['policyViolations', '0', '0'],
    ['rating', '4.456', '4.46'],
    ['rating', '4.5', '4.5'],
    ['bestSellerRank', '9.499', '9.5'],
  ] as const)('shows the decimal indicator %s %s as %s, without a % sign', (indicator, raw, shown) => {
    expect(formatIndicatorValue(indicator, raw)).toBe(shown);
  });

  it('keeps every digit of a large exact value instead of going through a float', () => {
    expect(formatIndicatorValue('reviewVolume', '12345678901234567')).toBe('12,345,678,901,234,567');
  });

  it('says No data for a missing value', () => {
    expect(formatIndicatorValue('rating', null)).toBe('No data');
  });

  it('formats a value already in table units (what-if) the same way', () => {
    expect(formatTableValue('returnRate', '4.5')).toBe('4.5 %');
    expect(formatTableValue('reviewVolume', '2500')).toBe('2,500');
  });
});
