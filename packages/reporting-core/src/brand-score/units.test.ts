import { describe, expect, it } from 'vitest';
import { BRAND_SCORE_INDICATORS, IndicatorValueError } from './indicators.ts';
import { INDICATOR_METADATA } from './metadata.ts';
import { scoreIndicator } from './thresholds.ts';
import { fromTableUnits, toTableUnits } from './units.ts';

describe('toTableUnits and fromTableUnits', () => {
  it('multiplies a percentage fraction by 100 exactly', () => {
    expect(toTableUnits('returnRate', '0.045')).toBe('4.5');
    expect(toTableUnits('profitMargin', '0.1499')).toBe('14.99');
    expect(toTableUnits('ebitdaYearly', '-0.2')).toBe('-20');
    expect(toTableUnits('tacos', '1.5')).toBe('150');
    expect(toTableUnits('tacos', '2')).toBe('200');
    expect(toTableUnits('repeatCustomerRate', '0.123456789')).toBe('12.3456789');
    expect(toTableUnits('reviewQuota', '0.0000')).toBe('0');
    expect(toTableUnits('shopifyRevenueYoY', '-0.00')).toBe('0');
  });

  it('divides a table percentage by 100 exactly', () => {
    expect(fromTableUnits('returnRate', '4.5')).toBe('0.045');
    expect(fromTableUnits('profitMargin', '14.99')).toBe('0.1499');
    expect(fromTableUnits('ebitdaMonthly', '-20')).toBe('-0.2');
    expect(fromTableUnits('tacos', '7')).toBe('0.07');
    expect(fromTableUnits('orderDefectRate', 2.5)).toBe('0.025');
  });

  it('leaves decimal indicators as they are, without trailing zeros', () => {
    expect(toTableUnits('rating', '4.50')).toBe('4.5');
    expect(fromTableUnits('rating', '4.5')).toBe('4.5');
    expect(toTableUnits('reviewVolume', '1200')).toBe('1200');
    expect(toTableUnits('bestSellerRank', '9.5')).toBe('9.5');
    expect(fromTableUnits('policyViolations', 3)).toBe('3');
  });

  it('avoids the float error that would move a value into the next bucket', () => {
    // 0.029 * 100 is 2.9000000000000004 in floating point, which lies in the gap above 2.9 and scores 50.
    expect(0.029 * 100).not.toBe(2.9);
    expect(toTableUnits('returnRate', '0.029')).toBe('2.9');
    expect(scoreIndicator('returnRate', toTableUnits('returnRate', '0.029'))).toBe(75);
    expect(scoreIndicator('returnRate', toTableUnits('returnRate', 0.029))).toBe(75);
  });

  it('round-trips every indicator', () => {
    for (const indicator of BRAND_SCORE_INDICATORS) {
      for (const raw of ['0.0451', '-0.2', '12', '0']) {
        expect(fromTableUnits(indicator, toTableUnits(indicator, raw)), `${indicator} ${raw}`).toBe(raw);
      }
      const isPercentage = INDICATOR_METADATA[indicator].inputType === 'percentage';
      expect(toTableUnits(indicator, '0.5')).toBe(isPercentage ? '50' : '0.5');
    }
  });

  it('rejects values that are not numbers', () => {
    expect(() => toTableUnits('tacos', 'abc')).toThrow(IndicatorValueError);
    expect(() => toTableUnits('tacos', '7%')).toThrow('tacos: "7%" is not a number');
    expect(() => fromTableUnits('tacos', Number.NaN)).toThrow('is not a number');
    expect(() => toTableUnits('margin' as 'tacos', '1')).toThrow('is not a brand score indicator');
  });
});
