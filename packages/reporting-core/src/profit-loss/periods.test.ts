import { describe, expect, it } from 'vitest';
import { addMonths, bucketOf, bucketsOf, checkDailySpan, resolvePeriod } from './periods.ts';

describe('resolvePeriod', () => {
  const today = '2026-11-22';
  it('reads month ranges, single months, day ranges and last-N-months', () => {
    expect(resolvePeriod('2026-01..2026-10', today)).toEqual({
      ok: true,
      period: { from: '2026-01-01', to: '2026-10-31' },
    });
    expect(resolvePeriod('2024-02', today)).toEqual({ ok: true, period: { from: '2024-02-01', to: '2024-02-29' } });
    expect(resolvePeriod('2026-03-01..2026-03-15', today)).toEqual({
      ok: true,
      period: { from: '2026-03-01', to: '2026-03-15' },
    });
    expect(resolvePeriod('last-3-months', today)).toEqual({
      ok: true,
      period: { from: '2026-08-01', to: '2026-10-31' },
    });
    expect(resolvePeriod('last-1-month', '2026-01-05')).toEqual({
      ok: true,
      period: { from: '2025-12-01', to: '2025-12-31' },
    });
  });
  it('refuses anything else with a message', () => {
    expect(resolvePeriod('2026-13', today)).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a period'),
    });
    expect(resolvePeriod('2026-05..2026-01', today)).toMatchObject({
      ok: false,
      message: expect.stringContaining('before'),
    });
    expect(resolvePeriod('last-0-months', today)).toMatchObject({ ok: false });
    expect(resolvePeriod('2015-01..2026-01', today)).toMatchObject({
      ok: false,
      message: 'A period spans at most 120 months',
    });
    expect(resolvePeriod('2026-02-30..2026-03-01', today)).toMatchObject({ ok: false });
    expect(resolvePeriod('0000-01', today)).toEqual({
      ok: false,
      message: 'A period lies between the years 1990 and 2199',
    });
  });
});

describe('buckets', () => {
  it('lists every month or day of a period', () => {
    expect(bucketsOf({ from: '2025-11-01', to: '2026-02-28' }, 'MONTHLY')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(bucketsOf({ from: '2024-02-28', to: '2024-03-01' }, 'DAILY')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(bucketOf('2026-03-09', 'MONTHLY')).toBe('2026-03');
    expect(bucketOf('2026-03-09', 'DAILY')).toBe('2026-03-09');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('limits a DAILY view to 366 days', () => {
    expect(checkDailySpan({ from: '2025-01-01', to: '2026-01-01' }, 'DAILY')).toBe(undefined);
    expect(checkDailySpan({ from: '2025-01-01', to: '2026-01-02' }, 'DAILY')).toContain('at most 366 days');
    expect(checkDailySpan({ from: '2015-01-01', to: '2026-01-02' }, 'MONTHLY')).toBe(undefined);
  });
});
