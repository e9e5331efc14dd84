import { describe, expect, it } from 'vitest';
import { estimatedFrom, lastFullDay, reportWindows, windowsDue } from './ads-report-windows.ts';

const none = { completedThrough: null, requestedThrough: null, openCount: 0 };

describe('the days the ads sync asks for', () => {
  it("takes yesterday in the profile's time zone", () => {
    const now = new Date('2026-03-10T03:00:00Z');
    expect(lastFullDay('America/Los_Angeles', now)).toBe('2026-03-08');
    expect(lastFullDay('Europe/Berlin', now)).toBe('2026-03-09');
    expect(lastFullDay('Asia/Tokyo', now)).toBe('2026-03-09');
    expect(lastFullDay('Not/AZone', now)).toBe('2026-03-09');
  });

  it('cuts a span into windows of at most 31 days', () => {
    expect(reportWindows('2026-01-01', '2026-03-02')).toEqual([
      { startDay: '2026-01-01', endDay: '2026-01-31' },
      { startDay: '2026-02-01', endDay: '2026-03-02' },
    ]);
    expect(reportWindows('2026-03-02', '2026-03-02')).toEqual([{ startDay: '2026-03-02', endDay: '2026-03-02' }]);
  });

  it('backfills 60 days first, then the new days and the 3 before them, once a day', () => {
    expect(windowsDue(none, '2026-03-09')).toEqual([
      { startDay: '2026-01-09', endDay: '2026-02-08' },
      { startDay: '2026-02-09', endDay: '2026-03-09' },
    ]);
    const caughtUp = { completedThrough: '2026-03-09', requestedThrough: '2026-03-09', openCount: 0 };
    expect(windowsDue(caughtUp, '2026-03-09')).toEqual([]);
    expect(windowsDue(caughtUp, '2026-03-10')).toEqual([{ startDay: '2026-03-07', endDay: '2026-03-10' }]);
    // Four days away: the missed days and nothing before the re-pull.
    expect(windowsDue(caughtUp, '2026-03-14')).toEqual([{ startDay: '2026-03-10', endDay: '2026-03-14' }]);
    // Months away: never more than the backfill's 60 days.
    expect(
      windowsDue({ ...caughtUp, completedThrough: '2025-06-01', requestedThrough: '2025-06-01' }, '2026-03-09')[0]
        ?.startDay,
    ).toBe('2026-01-09');
    expect(estimatedFrom('2026-03-10')).toBe('2026-03-08');
  });

  it('asks for nothing while a report is open, and again after one failed', () => {
    expect(
      windowsDue({ completedThrough: '2026-03-08', requestedThrough: '2026-03-09', openCount: 1 }, '2026-03-10'),
    ).toEqual([]);
    expect(
      windowsDue({ completedThrough: '2026-03-08', requestedThrough: '2026-03-08', openCount: 0 }, '2026-03-09'),
    ).toEqual([{ startDay: '2026-03-06', endDay: '2026-03-09' }]);
  });
});
