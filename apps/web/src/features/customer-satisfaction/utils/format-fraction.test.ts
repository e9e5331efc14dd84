import { describe, expect, it } from 'vitest';
import { formatFraction, fractionToPercent } from './format-fraction';

describe('fractionToPercent', () => {
  it('moves the point two places without a float', () => {
    expect(fractionToPercent('0.200000')).toBe('20.0000');
    expect(fractionToPercent('0.063830')).toBe('6.3830');
    expect(fractionToPercent('1.500000')).toBe('150.0000');
    expect(fractionToPercent('-0.250000')).toBe('-25.0000');
    expect(fractionToPercent('3')).toBe('300');
  });

  it('reads as a percentage with one decimal', () => {
    expect(formatFraction('0.111111')).toBe('11.1 %');
    expect(formatFraction(null)).toBe('–');
  });
});
