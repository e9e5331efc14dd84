import { describe, expect, it } from 'vitest';
import { checkSnoozeDay, firstSnoozeDay, snoozeDayUntil, snoozePresetUntil } from './snooze-until';

const now = new Date('2026-11-20T22:45:30.500Z');

describe('snooze until', () => {
  it('ends the presets a day and a week from now, to the minute', () => {
    expect(snoozePresetUntil('tomorrow', now)).toBe('2026-11-21T22:45:00.000Z');
    expect(snoozePresetUntil('next-week', now)).toBe('2026-11-27T22:45:00.000Z');
  });

  it('ends a chosen day when it starts in UTC', () => {
    expect(snoozeDayUntil('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('takes days from tomorrow (UTC) on', () => {
    expect(firstSnoozeDay(now)).toBe('2026-11-21');
    expect(checkSnoozeDay('2026-11-21', now)).toBeNull();
    expect(checkSnoozeDay('2026-11-20', now)).toBe('Choose a day after today');
    expect(checkSnoozeDay('', now)).toBe('Choose a day');
    expect(checkSnoozeDay('2026-02-31x', now)).toBe('Choose a day');
  });
});
