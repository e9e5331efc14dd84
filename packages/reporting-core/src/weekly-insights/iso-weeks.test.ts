import { describe, expect, it } from 'vitest';
import { isoWeekOf, parseIsoWeek, shiftWeek, weekStartOf, weeksEndingWith } from './iso-weeks.ts';

describe('ISO weeks', () => {
  it('starts weeks on Monday and names them by the year of their Thursday', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekOf('2026-11-26')).toEqual({ week: '2026-W48', start: '2026-11-23', end: '2026-11-29' });
    // 1 January 2027 is a Friday: it belongs to 2026's last week, W53.
    expect(isoWeekOf('2027-01-01').week).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04').week).toBe('2027-W01');
    // 29 December 2025 is the Monday of 2026-W01.
    expect(isoWeekOf('2025-12-29').week).toBe('2026-W01');
  });

  it('parses YYYY-Www and rejects weeks a year does not have', () => {
    expect(parseIsoWeek('2026-W01')).toEqual({ week: '2026-W01', start: '2025-12-29', end: '2026-01-04' });
    expect(parseIsoWeek('2026-W53')?.start).toBe('2026-12-28');
    expect(parseIsoWeek('2025-W53')).toBeNull();
    expect(parseIsoWeek('2026-W00')).toBeNull();
    expect(parseIsoWeek('2026-48')).toBeNull();
  });

  it('lists the weeks ending with one, oldest first', () => {
    const last = isoWeekOf('2026-01-07');
    expect(weeksEndingWith(last, 3).map((week) => week.week)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
    expect(shiftWeek(last, -1).week).toBe('2026-W01');
  });
});
