import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cm3Of, splitCm3Change, splitTotal, type WeekFigures } from './cm3-change.ts';

const week = (
  units: number,
  shippedSales: bigint,
  refunds: bigint,
  costOfGoods: bigint,
  fees: bigint,
  advertising: bigint,
): WeekFigures => ({
  units,
  shippedSales,
  refunds,
  costOfGoods,
  fees,
  advertising,
});

describe('splitCm3Change', () => {
  it('rounds each volume part to the cent and leaves the rest in the per-unit effect', () => {
    // 7 units for 100.00, fees 33.33; then 8 units for 120.00, fees 38.10.
    const previous = week(7, 10_000n, 0n, -2_100n, -3_333n, 0n);
    const current = week(8, 12_000n, -1_500n, -2_400n, -3_810n, -500n);
    const split = splitCm3Change(previous, current);
    // Volume parts: 10000/7 = 1428.57 → 1429; −2100/7 = −300; −3333/7 = −476.14 → −476.
    expect(split).toEqual({
      volume: 1_429n - 300n - 476n,
      price: 2_000n - 1_429n,
      costOfGoods: -300n + 300n,
      fees: -477n + 476n,
      refunds: -1_500n,
      advertising: -500n,
    });
    expect(splitTotal(split)).toBe(cm3Of(current) - cm3Of(previous));
  });

  it('has no volume effect when the previous week sold nothing', () => {
    const split = splitCm3Change(week(0, 0n, -900n, 0n, -100n, -200n), week(2, 4_000n, 0n, -1_000n, -600n, -300n));
    expect(split).toEqual({
      volume: 0n,
      price: 4_000n,
      refunds: 900n,
      costOfGoods: -1_000n,
      fees: -500n,
      advertising: -100n,
    });
  });

  it('puts a whole week that stopped selling in volume, and what is left in its own effect', () => {
    const split = splitCm3Change(
      week(4, 8_000n, 0n, -2_000n, -1_200n, -400n),
      week(0, 0n, -2_000n, 500n, -150n, -100n),
    );
    expect(split).toEqual({
      volume: -4_400n,
      price: 0n,
      refunds: -2_000n,
      costOfGoods: 500n,
      fees: -150n,
      advertising: -100n,
    });
  });

  it('adds up to the CM3 change to the cent on any figures', () => {
    const amount = fc.bigInt({ min: -10_000_000n, max: 10_000_000n });
    const figures = fc.record({
      units: fc.integer({ min: 0, max: 5_000 }),
      shippedSales: amount,
      refunds: amount,
      costOfGoods: amount,
      fees: amount,
      advertising: amount,
    });
    fc.assert(
      fc.property(figures, figures, (previous, current) => {
        expect(splitTotal(splitCm3Change(previous, current))).toBe(cm3Of(current) - cm3Of(previous));
      }),
      { numRuns: 2_000 },
    );
  });
});
