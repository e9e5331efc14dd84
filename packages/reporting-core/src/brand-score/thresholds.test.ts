import { describe, expect, it } from 'vitest';
import { formatDecimalTrimmed, parseDecimal } from '../decimal.ts';
import {
  BRAND_SCORE_INDICATORS,
  IndicatorValueError,
  type BrandScoreIndicator,
  type ScoreBucket,
} from './indicators.ts';
import { indicatorValueProblem, scoreIndicator, scoreThresholds } from './thresholds.ts';

/** b + delta, exactly, as decimal text. */
function shift(bound: string, delta: string): string {
  const a = parseDecimal(bound);
  const d = parseDecimal(delta);
  const scale = Math.max(a.scale, d.scale);
  const units = a.units * 10n ** BigInt(scale - a.scale) + d.units * 10n ** BigInt(scale - d.scale);
  return formatDecimalTrimmed({ units, scale });
}

type Expected = ScoreBucket | 'error';

/**
 * Every bound written in SPEC.md §9's table, with the bucket just below (-0.001), on, and just
 * above (+0.001) it, worked out by hand from the table and DOMAIN.md's reading (a value on a bound
 * written in two rows, or in a gap between written ranges, scores the worse bucket).
 */
const BOUNDS: Record<
  BrandScoreIndicator,
  ReadonlyArray<[bound: string, below: Expected, on: Expected, above: Expected]>
> = {
  productComplexity: [
    ['10', 0, 0, 0],
    ['9', 25, 25, 0],
    ['7', 25, 25, 25],
    ['6', 50, 50, 25],
    ['5', 50, 50, 50],
    ['4', 75, 75, 50],
    ['3', 75, 75, 75],
    ['2', 100, 100, 75],
    ['1', 'error', 100, 100],
  ],
  profitMargin: [
    ['10', 0, 25, 25],
    ['14.99', 25, 25, 25],
    ['15', 25, 50, 50],
    ['19.99', 50, 50, 50],
    ['20', 50, 75, 75],
    ['24.99', 75, 75, 75],
    ['25', 75, 100, 100],
  ],
  returnRate: [
    ['5', 0, 0, 0],
    ['4.9', 25, 25, 0],
    ['4', 25, 25, 25],
    ['3.9', 50, 50, 25],
    ['3', 50, 50, 50],
    ['2.9', 75, 75, 50],
    ['2', 100, 75, 75],
  ],
  repeatCustomerRate: [
    ['5', 0, 25, 25],
    ['9.9', 25, 25, 25],
    ['10', 25, 50, 50],
    ['14.99', 50, 50, 50],
    ['15', 50, 75, 75],
    ['19.99', 75, 75, 75],
    ['20', 75, 100, 100],
  ],
  ebitdaYearly: [
    ['-20', 0, 0, 0],
    ['-19.99', 0, 25, 25],
    ['0', 25, 25, 25],
    ['0.1', 25, 50, 50],
    ['9.99', 50, 50, 50],
    ['10', 50, 75, 75],
    ['29.99', 75, 75, 75],
    ['30', 75, 100, 100],
  ],
  ebitdaMonthly: [
    ['-20', 0, 0, 0],
    ['-19.99', 0, 25, 25],
    ['0', 25, 25, 50],
    ['9.99', 50, 50, 50],
    ['10', 50, 75, 75],
    ['29.99', 75, 75, 75],
    ['30', 75, 100, 100],
  ],
  bestSellerRank: [
    ['99.5', 25, 0, 0],
    ['49.5', 50, 25, 25],
    ['24.5', 75, 50, 50],
    ['9.5', 100, 75, 75],
    ['1', 100, 100, 100],
  ],
  reviewVolume: [
    ['0', 'error', 0, 0],
    ['999', 0, 0, 0],
    ['1000', 0, 25, 25],
    ['2499', 25, 25, 25],
    ['2500', 25, 50, 50],
    ['4999', 50, 50, 50],
    ['5000', 50, 75, 75],
    ['9999', 75, 75, 75],
    ['10000', 75, 100, 100],
  ],
  reviewQuality: [
    ['20', 0, 0, 0],
    ['19', 25, 25, 0],
    ['17', 25, 25, 25],
    ['16', 50, 50, 25],
    ['15', 50, 50, 50],
    ['14', 75, 75, 50],
    ['10', 75, 75, 75],
    ['9', 100, 100, 75],
    ['0', 'error', 100, 100],
  ],
  reviewQuota: [
    ['49', 0, 0, 0],
    ['50', 0, 25, 25],
    ['59', 25, 25, 25],
    ['60', 25, 50, 50],
    ['69', 50, 50, 50],
    ['70', 50, 75, 75],
    ['79', 75, 75, 75],
    ['80', 75, 100, 100],
  ],
  rating: [
    ['0', 'error', 0, 0],
    ['2.49', 0, 0, 0],
    ['2.5', 0, 25, 25],
    ['3.49', 25, 25, 25],
    ['3.5', 25, 50, 50],
    ['3.99', 50, 50, 50],
    ['4', 50, 75, 75],
    ['4.49', 75, 75, 75],
    ['4.5', 75, 100, 100],
  ],
  orderDefectRate: [
    ['20', 0, 0, 0],
    ['19', 25, 25, 0],
    ['10', 25, 25, 25],
    ['9.9', 50, 50, 25],
    ['5', 50, 50, 50],
    ['4.9', 75, 75, 50],
    ['2.5', 100, 75, 75],
  ],
  policyViolations: [
    ['20', 0, 0, 0],
    ['19', 25, 25, 0],
    ['10', 25, 25, 25],
    ['9', 50, 50, 25],
    ['5', 50, 50, 50],
    ['4', 75, 75, 50],
    ['1', 75, 75, 75],
    ['0', 'error', 100, 75],
  ],
  tacos: [
    ['25', 0, 0, 0],
    ['24', 25, 25, 0],
    ['18', 25, 25, 25],
    ['17', 50, 50, 25],
    ['14', 50, 50, 50],
    ['13', 75, 75, 50],
    ['8', 75, 75, 75],
    ['7', 100, 100, 75],
  ],
  shopifyRevenueYoY: [
    ['-20', 0, 0, 25],
    ['0', 25, 25, 50],
    ['9.99', 50, 50, 50],
    ['10', 50, 75, 75],
    ['29.99', 75, 75, 100],
  ],
};

function expectScore(indicator: BrandScoreIndicator, value: string, expected: Expected): void {
  for (const given of [value, Number(value)]) {
    if (expected === 'error') {
      expect(() => scoreIndicator(indicator, given), `${indicator} ${value}`).toThrow(IndicatorValueError);
    } else {
      expect(scoreIndicator(indicator, given), `${indicator} ${String(given)} (${typeof given})`).toBe(expected);
    }
  }
}

describe('scoreIndicator at every bound of the thresholds table', () => {
  for (const indicator of BRAND_SCORE_INDICATORS) {
    describe(indicator, () => {
      for (const [bound, below, on, above] of BOUNDS[indicator]) {
        it(`just below, on and just above ${bound}`, () => {
          expectScore(indicator, shift(bound, '-0.001'), below);
          expectScore(indicator, bound, on);
          expectScore(indicator, shift(bound, '0.001'), above);
        });
      }
    });
  }

  it('tests every number written in the table', () => {
    for (const indicator of BRAND_SCORE_INDICATORS) {
      const written = new Set(
        scoreThresholds(indicator).flatMap(({ text }) =>
          [...text.matchAll(/(?<![\d.])-?\d+(?:\.\d+)?/g)].map((match) => formatDecimalTrimmed(parseDecimal(match[0]))),
        ),
      );
      const tested = new Set(BOUNDS[indicator].map(([bound]) => bound));
      expect([...written].sort(), indicator).toEqual([...tested].sort());
    }
  });

  it('prints the cells as SPEC.md §9 writes them', () => {
    expect(scoreThresholds('ebitdaMonthly').map(({ text }) => text)).toEqual([
      'at most -20',
      '-19.99 to below 0',
      'above 0 to 9.99',
      '10-29.99',
      'at least 30',
    ]);
    expect(scoreThresholds('tacos').map(({ text }) => text)).toEqual([
      'at least 25',
      '18-24',
      '14-17',
      '8-13',
      'up to 7',
    ]);
    expect(scoreThresholds('policyViolations').at(-1)).toEqual({ bucket: 100, text: '0' });
  });
});

describe("DOMAIN.md's examples", () => {
  it.each([
    ['returnRate', 4.95, 0],
    ['profitMargin', 14.995, 25],
    ['rating', 4.495, 75],
    ['tacos', 7.5, 75],
    ['bestSellerRank', 49.5, 25],
  ] as const)('%s %s scores %s, as a number and as a string', (indicator, value, expected) => {
    expect(scoreIndicator(indicator, value)).toBe(expected);
    expect(scoreIndicator(indicator, String(value))).toBe(expected);
  });
});

describe('values between and beyond the written ranges', () => {
  it('scores the middle of every gap the worse bucket', () => {
    expect(scoreIndicator('productComplexity', 9.5)).toBe(0);
    expect(scoreIndicator('returnRate', '3.95')).toBe(25);
    expect(scoreIndicator('repeatCustomerRate', '9.95')).toBe(25);
    expect(scoreIndicator('ebitdaYearly', '0.05')).toBe(25);
    expect(scoreIndicator('ebitdaYearly', '-19.995')).toBe(0);
    expect(scoreIndicator('reviewVolume', '999.5')).toBe(0);
    expect(scoreIndicator('reviewQuality', '9.5')).toBe(75);
    expect(scoreIndicator('reviewQuota', '79.5')).toBe(75);
    expect(scoreIndicator('orderDefectRate', '4.95')).toBe(50);
    expect(scoreIndicator('policyViolations', '0.5')).toBe(75);
    expect(scoreIndicator('shopifyRevenueYoY', '9.995')).toBe(50);
  });

  it('scores open-ended rows far from their bound', () => {
    expect(scoreIndicator('profitMargin', '-250')).toBe(0);
    expect(scoreIndicator('profitMargin', '80')).toBe(100);
    expect(scoreIndicator('ebitdaYearly', '-1000')).toBe(0);
    expect(scoreIndicator('returnRate', '140')).toBe(0);
    expect(scoreIndicator('reviewVolume', 1e21)).toBe(100);
    expect(scoreIndicator('productComplexity', 5000)).toBe(0);
    expect(scoreIndicator('tacos', '0')).toBe(100);
    expect(scoreIndicator('shopifyRevenueYoY', '-100')).toBe(0);
    expect(scoreIndicator('shopifyRevenueYoY', '900')).toBe(100);
  });

  it('gives a best seller rank in the top fraction of a percent, beyond the 1-9.5 row, 100', () => {
    expect(scoreIndicator('bestSellerRank', '0')).toBe(100);
    expect(scoreIndicator('bestSellerRank', 0.25)).toBe(100);
    expect(scoreIndicator('bestSellerRank', 1e-7)).toBe(100);
    expect(scoreIndicator('bestSellerRank', '100')).toBe(0);
  });
});

describe('exact decimal comparison', () => {
  it('compares the decimal a number stands for, not its binary approximation', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary; the shortest text of the number is what is compared.
    expect(scoreIndicator('ebitdaYearly', 0.1)).toBe(50);
    expect(scoreIndicator('profitMargin', 14.99)).toBe(25);
    expect(scoreIndicator('profitMargin', 19.99)).toBe(50);
    expect(scoreIndicator('rating', 4.49)).toBe(75);
    expect(scoreIndicator('rating', 1e-7)).toBe(0);
  });

  it('reads decimal strings with many places exactly', () => {
    expect(scoreIndicator('profitMargin', '14.99000000000000000001')).toBe(25);
    expect(scoreIndicator('profitMargin', '14.99999999999999999999')).toBe(25);
    expect(scoreIndicator('profitMargin', '15.00000000000000000000')).toBe(50);
    expect(scoreIndicator('returnRate', '1.99999999999999999999')).toBe(100);
    expect(scoreIndicator('returnRate', '2.000')).toBe(75);
  });

  it('accepts signs, surrounding spaces and a bare leading or trailing point', () => {
    expect(scoreIndicator('rating', ' 4.5 ')).toBe(100);
    expect(scoreIndicator('rating', '+4.5')).toBe(100);
    expect(scoreIndicator('rating', '.5')).toBe(0);
    expect(scoreIndicator('rating', '4.')).toBe(75);
    expect(scoreIndicator('ebitdaYearly', '-.5')).toBe(25);
    expect(scoreIndicator('ebitdaMonthly', '-0')).toBe(25);
  });
});

describe('values that cannot be scored', () => {
  it.each([['abc'], [''], ['  '], ['4,5'], ['1e3'], ['4.5%'], ['--1'], ['.'], [Number.NaN], [Infinity], [-Infinity]])(
    'rejects %s as not a number',
    (value) => {
      expect(() => scoreIndicator('rating', value)).toThrow(IndicatorValueError);
      expect(() => scoreIndicator('rating', value)).toThrow('is not a number');
      expect(indicatorValueProblem('rating', value)).toMatch(/^rating: ".*" is not a number$/);
    },
  );

  it('rejects null and other non-values given through untyped code', () => {
    expect(() => scoreIndicator('rating', null as unknown as string)).toThrow('is not a number');
    expect(() => scoreIndicator('rating', {} as unknown as string)).toThrow('is not a number');
  });

  it.each([
    ['productComplexity', '0', 'at least 1'],
    ['productComplexity', '-3', 'at least 1'],
    ['policyViolations', '-1', 'cannot be negative'],
    ['reviewVolume', '-0.5', 'cannot be negative'],
    ['returnRate', '-0.001', 'cannot be negative'],
    ['tacos', '-4', 'cannot be negative'],
    ['repeatCustomerRate', '100.001', 'between 0 and 100'],
    ['reviewQuality', '-1', 'between 0 and 100'],
    ['reviewQuota', '101', 'between 0 and 100'],
    ['orderDefectRate', '150', 'between 0 and 100'],
    ['rating', '5.01', 'between 0 and 5'],
    ['rating', '-1', 'between 0 and 5'],
    ['bestSellerRank', '-0.5', 'between 0 and 100'],
    ['bestSellerRank', '100.5', 'between 0 and 100'],
    ['shopifyRevenueYoY', '-100.01', 'below -100'],
  ] as const)('rejects %s %s as out of range', (indicator, value, reason) => {
    expect(() => scoreIndicator(indicator, value)).toThrow(IndicatorValueError);
    expect(() => scoreIndicator(indicator, value)).toThrow(reason);
    expect(indicatorValueProblem(indicator, value)).toContain('out of range');
  });

  it('has no range limit for margins, which can be any size', () => {
    for (const indicator of ['profitMargin', 'ebitdaYearly', 'ebitdaMonthly'] as const) {
      expect(indicatorValueProblem(indicator, '-100000')).toBeNull();
      expect(indicatorValueProblem(indicator, '100000')).toBeNull();
    }
  });

  it('names the indicator on the error and rejects unknown indicators', () => {
    const error = (() => {
      try {
        scoreIndicator('rating', '7');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(IndicatorValueError);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as IndicatorValueError).indicator).toBe('rating');
    expect(() => scoreIndicator('margin' as BrandScoreIndicator, '1')).toThrow(
      '"margin" is not a brand score indicator',
    );
  });
});
