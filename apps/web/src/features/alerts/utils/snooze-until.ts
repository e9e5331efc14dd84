// Until when a snooze lasts. The presets count from now (tomorrow at this time, a week from now);
// a chosen day snoozes until that day starts in UTC, the zone every date on the page is shown in.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type TSnoozePreset = 'tomorrow' | 'next-week';

export const SNOOZE_PRESETS: readonly { preset: TSnoozePreset; label: string; days: number }[] = [
  { preset: 'tomorrow', label: 'Snooze until tomorrow', days: 1 },
  { preset: 'next-week', label: 'Snooze until next week', days: 7 },
];

/** The moment a preset ends, to the minute, as the ISO datetime the API takes. */
export function snoozePresetUntil(preset: TSnoozePreset, now: Date): string {
  const days = SNOOZE_PRESETS.find((entry) => entry.preset === preset)?.days ?? 1;
  const end = Math.floor((now.getTime() + days * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  return new Date(end).toISOString();
}

/** 'YYYY-MM-DD' of a moment in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day a snooze may end on: tomorrow, UTC. */
export const firstSnoozeDay = (now: Date): string => utcDay(new Date(now.getTime() + DAY_MS));

/** Why the chosen day cannot end a snooze, or null when it can. */
export function checkSnoozeDay(day: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'Choose a day';
  if (day < firstSnoozeDay(now)) return 'Choose a day after today';
  return null;
}

/** A chosen day as the moment it starts in UTC. */
export const snoozeDayUntil = (day: string): string => new Date(`${day}T00:00:00Z`).toISOString();
