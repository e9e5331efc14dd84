import { describe, expect, it } from 'vitest';
import { formatDecimalTrimmed, pow10 } from './decimal.ts';

describe('formatDecimalTrimmed', () => {
  it('drops trailing fraction zeros down to minScale, and the point with them', () => {
    expect(formatDecimalTrimmed({ units: 8_000_000_000n, scale: 10 })).toBe('0.8');
    expect(formatDecimalTrimmed({ units: 10_000_000_000n, scale: 10 })).toBe('1');
    expect(formatDecimalTrimmed({ units: 0n, scale: 10 })).toBe('0');
    expect(formatDecimalTrimmed({ units: -15_000n, scale: 4 })).toBe('-1.5');
    expect(formatDecimalTrimmed({ units: 1_500_000n, scale: 6 }, 2)).toBe('1.50');
    expect(formatDecimalTrimmed({ units: 1_234_567n, scale: 6 }, 2)).toBe('1.234567');
    expect(formatDecimalTrimmed({ units: 120n, scale: 2 }, 2)).toBe('1.20');
    expect(formatDecimalTrimmed({ units: 1200n, scale: 0 })).toBe('1200');
  });
});

describe('pow10', () => {
  it('gives exact powers beyond the precomputed ones too', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(18)).toBe(1_000_000_000_000_000_000n);
    expect(pow10(45)).toBe(10n ** 45n);
  });
});
