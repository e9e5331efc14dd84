import { describe, expect, it } from 'vitest';
import { parsePostedDate, shortDateEvidence } from './posted-dates.ts';
import { formatAmount, parseAmount } from './settlement-amounts.ts';
import { parseSettlementDate } from './settlement-dates.ts';
import { parseQuantity } from './settlement-quantities.ts';

const amount = (text: string) => {
  const parsed = parseAmount(text);
  return parsed.ok ? formatAmount(parsed.value, 2) : `error: ${parsed.reason}`;
};

describe('settlement amounts', () => {
  it('reads decimal points, decimal commas and thousands groups exactly', () => {
    expect(amount('1234.56')).toBe('1234.56');
    expect(amount('-95,00')).toBe('-95.00');
    expect(amount('0,07')).toBe('0.07');
    expect(amount('1.234,56')).toBe('1234.56');
    expect(amount('1,234.56')).toBe('1234.56');
    expect(amount('-1.234.567,89')).toBe('-1234567.89');
    expect(amount(' 19.99 ')).toBe('19.99');
    expect(amount('+3')).toBe('3.00');
  });

  it('reads the plain forms of most rows exactly as written, on both sides of the exact range of a double', () => {
    const cases: Array<[string, bigint]> = [
      ['0', 0n],
      ['-0.00', 0n],
      ['7', 70_000n],
      ['007.5', 75_000n],
      ['-12.3456', -123_456n],
      ['1.2', 12_000n],
      ['900719925474.0991', 9_007_199_254_740_991n],
      ['900719925474.0992', 9_007_199_254_740_992n],
      ['-12345678901234.5678', -123_456_789_012_345_678n],
      ['99999999999999.9999', 999_999_999_999_999_999n],
    ];
    for (const [text, scaled] of cases) {
      expect(parseAmount(text)).toEqual({ ok: true, value: scaled });
    }
    for (const text of ['1.', '-', '.5', '12.34567', '1e3', '12-3']) expect(parseAmount(text).ok).toBe(false);
  });

  it('writes every scaled amount with four decimals, exact beyond the range of a double', () => {
    expect(formatAmount(0n)).toBe('0.0000');
    expect(formatAmount(-1n)).toBe('-0.0001');
    expect(formatAmount(12_345n)).toBe('1.2345');
    expect(formatAmount(-10_000n)).toBe('-1.0000');
    expect(formatAmount(9_007_199_254_740_993n)).toBe('900719925474.0993');
    expect(formatAmount(-999_999_999_999_999_999n)).toBe('-99999999999999.9999');
  });

  it('keeps four decimals and never goes through floats', () => {
    const parsed = parseAmount('0.1');
    const other = parseAmount('0.2');
    expect(parsed.ok && other.ok && formatAmount(parsed.value + other.value)).toBe('0.3000');
    const precise = parseAmount('12345678901234.1234');
    expect(precise.ok && formatAmount(precise.value)).toBe('12345678901234.1234');
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '12,34,5', '1.23456', '1e5', '--1', '1.234.56', 'NaN']) {
      expect(amount(bad), bad).toMatch(/^error: /);
    }
  });

  it('rounds half away from zero when formatting to two decimals', () => {
    expect(formatAmount(12345n, 2)).toBe('1.23');
    expect(formatAmount(12350n, 2)).toBe('1.24');
    expect(formatAmount(-12350n, 2)).toBe('-1.24');
    expect(formatAmount(-49n, 2)).toBe('0.00');
  });
});

describe('settlement dates', () => {
  it('reads the settlement date forms of SOURCES.md', () => {
    expect(parseSettlementDate('2023-01-15 00:00:00 UTC')).toEqual({ ok: true, value: '2023-01-15T00:00:00.000Z' });
    expect(parseSettlementDate('2023-01-15T08:00:00+02:00')).toEqual({ ok: true, value: '2023-01-15T06:00:00.000Z' });
    expect(parseSettlementDate('2023-01-15T08:00:00-0700')).toEqual({ ok: true, value: '2023-01-15T15:00:00.000Z' });
    expect(parseSettlementDate('2023-01-15T08:00:00Z')).toEqual({ ok: true, value: '2023-01-15T08:00:00.000Z' });
    expect(parseSettlementDate('15.01.2023')).toEqual({ ok: true, value: '2023-01-15T00:00:00.000Z' });
    expect(parseSettlementDate('15.01.2023 13:45:10 UTC')).toEqual({ ok: true, value: '2023-01-15T13:45:10.000Z' });
    expect(parseSettlementDate('2023-02-30 00:00:00 UTC').ok).toBe(false);
    expect(parseSettlementDate('yesterday').ok).toBe(false);
  });

  it('reads the common forms without the general parser and gives what it would', () => {
    expect(parseSettlementDate('2024-02-29 23:59:59 UTC')).toEqual({ ok: true, value: '2024-02-29T23:59:59.000Z' });
    expect(parseSettlementDate('2000-02-29T00:00:00Z')).toEqual({ ok: true, value: '2000-02-29T00:00:00.000Z' });
    expect(parseSettlementDate(' 2024-03-01 00:30:00 GMT ')).toEqual({ ok: true, value: '2024-03-01T00:30:00.000Z' });
    expect(parseSettlementDate('2024-03-01T00:30:00')).toEqual({ ok: true, value: '2024-03-01T00:30:00.000Z' });
    // An offset that moves the instant into the previous month and year.
    expect(parseSettlementDate('2024-01-01T01:00:00+05:30')).toEqual({ ok: true, value: '2023-12-31T19:30:00.000Z' });
    expect(parseSettlementDate('2024-02-28T20:00:00-07:00')).toEqual({ ok: true, value: '2024-02-29T03:00:00.000Z' });
    for (const invalid of [
      '2023-02-29 00:00:00 UTC',
      '2100-02-29 00:00:00 UTC',
      '2024-04-31T00:00:00Z',
      '2024-13-01T00:00:00Z',
      '2024-01-01 24:00:00 UTC',
      '2024-01-01 10:60:00 UTC',
      '1989-12-31 00:00:00 UTC',
    ]) {
      expect(parseSettlementDate(invalid)).toEqual({ ok: false, reason: `"${invalid}" is not a valid date` });
    }
    expect(parseSettlementDate('2024-01-01 10:00:00 PST').ok).toBe(false);
    expect(parseSettlementDate('2024-0a-01 10:00:00 UTC').ok).toBe(false);
    // Forms the fast path leaves to the general parser.
    expect(parseSettlementDate('2024-03-01 10:00:00.250 UTC')).toEqual({ ok: true, value: '2024-03-01T10:00:00.000Z' });
    expect(parseSettlementDate('2024-03-01 10:00:00 utc')).toEqual({ ok: true, value: '2024-03-01T10:00:00.000Z' });
  });

  it('reads posted dates in the order the file uses', () => {
    expect(parsePostedDate('01/03/23', 'MDY')).toEqual({ ok: true, value: '2023-01-03' });
    expect(parsePostedDate('01/03/23', 'DMY')).toEqual({ ok: true, value: '2023-03-01' });
    expect(parsePostedDate('31/01/2023', 'DMY')).toEqual({ ok: true, value: '2023-01-31' });
    expect(parsePostedDate('31/01/23', 'MDY').ok).toBe(false);
    expect(parsePostedDate('03.01.2023', 'MDY')).toEqual({ ok: true, value: '2023-01-03' });
    expect(parsePostedDate('2023-01-03 10:00:00 UTC', 'MDY')).toEqual({ ok: true, value: '2023-01-03' });
    expect(parsePostedDate('2023-01-03', 'DMY')).toEqual({ ok: true, value: '2023-01-03' });
  });

  it('tells which order a short date proves', () => {
    expect(shortDateEvidence('13/01/23')).toBe('DMY');
    expect(shortDateEvidence('01/13/23')).toBe('MDY');
    expect(shortDateEvidence('01/02/23')).toBe('either');
    expect(shortDateEvidence('2023-01-02')).toBe('none');
  });

  it('reads quantities as whole numbers', () => {
    expect(parseQuantity('')).toEqual({ ok: true, value: null });
    expect(parseQuantity(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(parseQuantity('1.5').ok).toBe(false);
  });
});
