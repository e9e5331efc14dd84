import { describe, expect, it } from 'vitest';
import { convert } from './fx.ts';
import { DEMO_RATE_CURRENCIES, generateDemoRates } from './fx-demo-rates.ts';

describe('generateDemoRates', () => {
  it('gives one demo rate per currency and calendar day, the same for overlapping ranges', () => {
    const january = generateDemoRates('2025-01-01', '2025-01-31');
    expect(january).toHaveLength(31 * DEMO_RATE_CURRENCIES.length);
    expect(new Set(january.map((rate) => rate.source))).toEqual(new Set(['demo']));
    const mid = generateDemoRates('2025-01-15', '2025-01-15');
    const sameDay = january.filter((rate) => rate.rateDate === '2025-01-15');
    expect(mid).toEqual(sameDay);
  });

  it('covers every convertible currency except EUR, including EGP and SAR', () => {
    expect(DEMO_RATE_CURRENCIES).toHaveLength(48);
    expect(DEMO_RATE_CURRENCIES).toEqual(expect.arrayContaining(['USD', 'GBP', 'EGP', 'SAR', 'VND', 'HRK']));
    expect(DEMO_RATE_CURRENCIES).not.toContain('EUR');
  });

  it('stays plausible: within the swing of its base, pegs fixed, decimals exact', () => {
    const rates = generateDemoRates('2024-01-01', '2025-12-31');
    const usd = rates.filter((rate) => rate.currency === 'USD').map((rate) => Number(rate.ratePerEur));
    expect(Math.min(...usd)).toBeGreaterThan(1.08 * 0.96);
    expect(Math.max(...usd)).toBeLessThan(1.08 * 1.04);
    expect(new Set(rates.filter((rate) => rate.currency === 'BGN').map((rate) => rate.ratePerEur))).toEqual(
      new Set(['1.9558']),
    );
    expect(rates.every((rate) => /^\d+\.\d{2,6}$/.test(rate.ratePerEur))).toBe(true);
    // SAR follows USD: the SAR/USD cross stays at the peg 3.75.
    expect(convert('1.00', 'USD', 'SAR', '2025-06-10', rates).amount).toBe('3.75');
  });

  it('refuses a reversed or malformed range', () => {
    expect(() => generateDemoRates('2025-02-01', '2025-01-01')).toThrow('is before');
    expect(() => generateDemoRates('2025-13-01', '2025-12-01')).toThrow('not a YYYY-MM-DD date');
  });
});
