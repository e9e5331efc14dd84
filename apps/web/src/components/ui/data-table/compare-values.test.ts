import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimalStrings, compareText } from './compare-values';

// The reference: both sides scaled to integers in bigints, which is exact by construction.
function referenceCompare(a: string, b: string): number {
  const scaled = (text: string, scale: number) => {
    const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
    const units = BigInt((whole || '0') + fraction.padEnd(scale, '0'));
    return text.startsWith('-') ? -units : units;
  };
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const left = scaled(a, scale);
  const right = scaled(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

const decimalText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{1,22}$/),
    fc.option(fc.stringMatching(/^\d{0,12}$/), { nil: undefined }),
  )
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

describe('compareDecimalStrings', () => {
  it('orders amounts a float would confuse', () => {
    expect(compareDecimalStrings('0.1', '0.10000000000000001')).toBe(-1);
    expect(compareDecimalStrings('9007199254740993.00', '9007199254740992.99')).toBe(1);
    expect(compareDecimalStrings('-1234.50', '-1234.5')).toBe(0);
    expect(compareDecimalStrings('-0.00', '0')).toBe(0);
    expect(compareDecimalStrings('-10.00', '-9.99')).toBe(-1);
    expect(compareDecimalStrings('0.5', '0.49')).toBe(1);
    expect(compareDecimalStrings('007.10', '7.1')).toBe(0);
  });

  it('agrees with exact integer arithmetic on any two decimals', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimalStrings(a, b)).toBe(referenceCompare(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts text that is not a number after every number', () => {
    const sorted = ['n/a', '12.00', '-3', 'abc', '0'].sort(compareDecimalStrings);
    expect(sorted).toEqual(['-3', '0', '12.00', 'abc', 'n/a']);
  });
});

describe('compareText', () => {
  it('orders names as a reader does: numbers inside by value, case aside', () => {
    expect(['SKU-10', 'sku-2', 'SKU-1'].sort(compareText)).toEqual(['SKU-1', 'sku-2', 'SKU-10']);
  });
});
