// Settlement date cells in the forms of SOURCES.md §9 (`YYYY-MM-DD HH:MM:SS
// UTC`, ISO-8601 with an offset or Z, DD.MM.YYYY), read into ISO instants. The
// forms nearly every line writes are read without regular expressions.
import { isValidDate } from './calendar-days.ts';
import { fail, ok, type Parsed } from './parsed-cell.ts';

/**
 * A settlement date: `YYYY-MM-DD HH:MM:SS UTC`, ISO-8601 with an offset or Z,
 * `DD.MM.YYYY[ HH:MM:SS][ UTC]`, or a bare `YYYY-MM-DD`. Returns an ISO instant.
 */
export function parseSettlementDate(text: string): Parsed<string> {
  const value = text.trim();
  const fast = parseCommonDate(value, text);
  if (fast !== undefined) return fast;
  let match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(UTC|GMT|Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value,
    );
  let parts: [number, number, number, number, number, number] | undefined;
  let zone = 'UTC';
  if (match) {
    parts = [
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      Number(match[4] ?? 0),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
    ];
    zone = (match[8] ?? 'UTC').toUpperCase();
  } else {
    match = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?\s*(UTC|GMT)?$/i.exec(value);
    if (match) {
      parts = [
        Number(match[3]),
        Number(match[2]),
        Number(match[1]),
        Number(match[4] ?? 0),
        Number(match[5] ?? 0),
        Number(match[6] ?? 0),
      ];
    }
  }
  if (!parts) return fail(`"${text}" is not a date (expected YYYY-MM-DD HH:MM:SS UTC, ISO-8601 or DD.MM.YYYY)`);
  const [year, month, day, hour, minute, second] = parts;
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59)
    return fail(`"${text}" is not a valid date`);
  const offsetMinutes = zoneOffsetMinutes(zone);
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return ok(new Date(instant).toISOString());
}

/** The number written by `length` ASCII digits at `start`, or -1. */
function digitsAt(value: string, start: number, length: number): number {
  let number = 0;
  for (let index = start; index < start + length; index += 1) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * The forms nearly every line of a report writes, read without regular expressions: an import
 * parses millions of them (`2024-03-01 10:00:00 UTC`, `2024-03-01T10:00:00+00:00`, `…Z`, `…-07:00`).
 * Undefined for anything else, which the general parser reads; a form read here gives exactly
 * what the general parser gives.
 */
function parseCommonDate(value: string, text: string): Parsed<string> | undefined {
  if (value.length < 19 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  const separator = value.charCodeAt(10);
  if ((separator !== 32 && separator !== 84) || value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58)
    return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  const zone = value.slice(19);
  let offsetMinutes = 0;
  if (zone.length === 6 && (zone[0] === '+' || zone[0] === '-') && zone.charCodeAt(3) === 58) {
    const hours = digitsAt(zone, 1, 2);
    const minutes = digitsAt(zone, 4, 2);
    if (hours < 0 || minutes < 0) return undefined;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  } else if (zone !== '' && zone !== ' UTC' && zone !== 'Z' && zone !== ' GMT') return undefined;
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59)
    return fail(`"${text}" is not a valid date`);
  // What toISOString writes for a UTC time in these years, without building a Date.
  if (offsetMinutes === 0) return ok(`${value.slice(0, 10)}T${value.slice(11, 19)}.000Z`);
  return ok(new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000).toISOString());
}

function zoneOffsetMinutes(zone: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
