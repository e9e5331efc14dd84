import { describe, expect, it } from 'vitest';
import { multiply, positivePart, ratio, share } from './exact-ratio.ts';

describe('exact ratios and shares', () => {
  it('divides exactly and rounds once, half away from zero', () => {
    expect(ratio('370.00', '755.00')).toBe('0.490066');
    expect(ratio('85.53', '160.00')).toBe('0.534563'); // 0.5345625
    expect(ratio('-1', '8')).toBe('-0.125000');
    expect(ratio('13540', '3150', 4)).toBe('4.2984');
    expect(ratio('1', '0')).toBeNull();
  });
  it('shares an amount in proportion, in minor units', () => {
    expect(share('-100.00', '360.00', '760.00', 2)).toBe('-47.37');
    expect(share('-20.00', '300.00', '760.00', 2)).toBe('-7.89');
    expect(share('-20.00', '0', '0', 2)).toBe('0.00');
    expect(share('-100', '1', '3', 0)).toBe('-33');
  });
  it('multiplies exactly and takes positive parts', () => {
    expect(multiply('4.30', '3100')).toBe('13330.00');
    expect(positivePart('-5.00')).toBe('0');
    expect(positivePart('0.00')).toBe('0');
    expect(positivePart('12.50')).toBe('12.50');
  });
});
