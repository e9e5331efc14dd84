const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Days since 1970-01-01 of a YYYY-MM-DD day; throws on anything else. */
export function isoDayNumber(text: string): number {
  if (!isIsoDate(text)) throw new Error(`"${text}" is not a YYYY-MM-DD date`);
  return Date.parse(`${text}T00:00:00Z`) / 86_400_000;
}

export function isoDateOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
