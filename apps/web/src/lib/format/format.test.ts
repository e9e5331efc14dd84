import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayTime, formatRelativeTime } from './format-date-time';
import { formatFileSize } from './format-file-size';
import { formatMoney, formatUnitCost, isZeroDecimal } from './format-money';
import { formatShare } from './format-share';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['1234.56', 'EUR', `EUR${nbsp}1,234.56`],
    ['-0.50', 'USD', `-USD${nbsp}0.50`],
    ['0.00', 'GBP', `GBP${nbsp}0.00`],
    ['1000', 'JPY', `JPY${nbsp}1,000`],
    ['12345678901234567.89', 'USD', `USD${nbsp}12,345,678,901,234,567.89`],
  ])('formats %s %s as %s, digit for digit', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('keeps the 4 decimals of a unit cost and drops only trailing zeros beyond the cents', () => {
    expect(formatUnitCost('41.2575', 'EUR')).toBe(`EUR${nbsp}41.2575`);
    expect(formatUnitCost('41.2500', 'EUR')).toBe(`EUR${nbsp}41.25`);
    expect(formatUnitCost('3', 'USD')).toBe(`USD${nbsp}3.00`);
  });

  it('still names the currency when the value or the code is not one Intl knows', () => {
    expect(formatMoney('1.00', 'XX')).toBe('1.00 XX');
    expect(formatMoney('n/a', 'EUR')).toBe('n/a EUR');
  });

  it.each([
    ['0.00', true],
    ['-0.00', true],
    ['0', true],
    ['0.01', false],
    ['-12.40', false],
  ])('isZeroDecimal(%s) is %s', (amount, expected) => {
    expect(isZeroDecimal(amount)).toBe(expected);
  });
});

describe('formatDateTime and formatDate', () => {
  it('shows the date, the time and the zone, UTC by default', () => {
    expect(formatDateTime('2024-03-12T14:05:09Z')).toBe('12 Mar 2024, 14:05 UTC');
  });

  it('converts to the zone it is given', () => {
    expect(formatDateTime('2024-03-12T14:05:00Z', 'America/Los_Angeles')).toBe('12 Mar 2024, 07:05 GMT-7');
  });

  it('keeps a calendar day on that day and places a date-time in the zone', () => {
    expect(formatDate('2024-01-31')).toBe('31 Jan 2024');
    expect(formatDate('2024-01-31', 'Asia/Tokyo')).toBe('31 Jan 2024');
    expect(formatDate('2024-01-31T23:30:00Z')).toBe('31 Jan 2024');
    expect(formatDate('2024-01-31T23:30:00Z', 'Europe/Berlin')).toBe('1 Feb 2024');
  });
});

describe('formatDayTime and formatRelativeTime', () => {
  it('leaves out the year, keeps the zone', () => {
    expect(formatDayTime('2026-11-23T10:05:00Z')).toBe('23 Nov, 10:05 UTC');
    expect(formatDayTime('2026-11-23T10:05:00Z', 'Asia/Tokyo')).toBe('23 Nov, 19:05 GMT+9');
  });

  it('counts in the largest whole unit, past and future', () => {
    const now = new Date('2026-11-23T10:05:00Z');
    expect(formatRelativeTime('2026-11-23T10:04:30Z', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-11-23T10:00:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-23T10:17:00Z', now)).toBe('in 12 minutes');
    expect(formatRelativeTime('2026-11-23T07:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-13T10:05:00Z', now)).toBe('10 days ago');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1536, '1.5 KB'],
    [209_715_200, '200.0 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatShare', () => {
  it.each([
    [0.8765, '87.7 %'],
    [1, '100 %'],
    [0, '0 %'],
  ])('%f → %s', (share, expected) => {
    expect(formatShare(share)).toBe(expected);
  });
});
