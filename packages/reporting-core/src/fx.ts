/**
 * Currency conversion with dated reference rates. A rate is the number of
 * units of a currency per 1 EUR on a day; any pair converts through EUR:
 *
 *   amount_to = amount_from × ratePerEur(to) / ratePerEur(from)
 *
 * computed exactly on integers and rounded once, half away from zero, to the
 * minor units of the target currency. Each leg uses that currency's latest
 * rate on or before the date. docs/fx-and-cogs.md has the full definitions.
 */
import { divideRounded, formatDecimal, formatDecimalTrimmed, parseDecimal, pow10 } from './decimal.ts';
import { isoDayNumber } from './iso-date.ts';
import { minorDigits } from './money.ts';

export interface FxRate {
  /** YYYY-MM-DD: the day the rate was published for. */
  readonly rateDate: string;
  readonly currency: string;
  /** Units of `currency` per 1 EUR, a decimal string. */
  readonly ratePerEur: string;
  /** 'ecb', the secondary provider's name, or 'demo'. */
  readonly source: string;
}

export interface Conversion {
  /** The converted amount, in the minor digits of the target currency. */
  amount: string;
  /** Units of the target per 1 unit of the source, rounded to 10 decimal places (trailing zeros dropped). */
  rate: string;
  /** The oldest date among the legs used (the requested date when no rate was needed). */
  rateDate: string;
  /** The distinct sources of the legs joined with '+', or 'identity' when both currencies are the same. */
  source: string;
  /** The per-EUR rates used: none for EUR itself, one for EUR↔X, two for a cross rate. */
  legs: FxRate[];
}

export const EUR = 'EUR';
export const RATE_DISPLAY_SCALE = 10;
/** ECB holidays leave at most 4 days without a rate; older than this means the table is not up to date. */
export const DEFAULT_MAX_RATE_AGE_DAYS = 7;

export class FxRateMissingError extends Error {
  readonly currency: string;
  readonly date: string;
  constructor(currency: string, date: string, maxAgeDays: number) {
    super(`No ${currency} rate on or within ${maxAgeDays} days before ${date}`);
    this.name = 'FxRateMissingError';
    this.currency = currency;
    this.date = date;
  }
}

/** Rates indexed per currency and sorted by date, for many lookups. */
export interface RateTable {
  latestOnOrBefore(currency: string, date: string): FxRate | undefined;
}

export function createRateTable(rates: Iterable<FxRate>): RateTable {
  const byCurrency = new Map<string, FxRate[]>();
  for (const rate of rates) {
    const list = byCurrency.get(rate.currency) ?? [];
    list.push(rate);
    byCurrency.set(rate.currency, list);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => (a.rateDate < b.rateDate ? -1 : 1));
  return {
    latestOnOrBefore(currency, date) {
      const list = byCurrency.get(currency);
      if (!list) return undefined;
      let low = 0;
      let high = list.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((list[middle] as FxRate).rateDate <= date) low = middle + 1;
        else high = middle;
      }
      return low === 0 ? undefined : list[low - 1];
    },
  };
}

function daysBetween(earlier: string, later: string): number {
  return isoDayNumber(later) - isoDayNumber(earlier);
}

function legFor(table: RateTable, currency: string, date: string, maxAgeDays: number): FxRate {
  const rate = table.latestOnOrBefore(currency, date);
  if (!rate || daysBetween(rate.rateDate, date) > maxAgeDays) throw new FxRateMissingError(currency, date, maxAgeDays);
  return rate;
}

/**
 * Converts a decimal amount from one currency to another with the rates of
 * `date` (YYYY-MM-DD). Throws FxRateMissingError when a leg has no rate on or
 * within `maxAgeDays` before the date.
 */
export function convert(
  amount: string,
  from: string,
  to: string,
  date: string,
  rates: RateTable | readonly FxRate[],
  options: { maxAgeDays?: number } = {},
): Conversion {
  isoDayNumber(date);
  const value = parseDecimal(amount);
  const targetDigits = minorDigits(to);
  if (from === to) {
    const units = divideRounded(value.units * pow10(targetDigits), pow10(value.scale));
    return {
      amount: formatDecimal({ units, scale: targetDigits }),
      rate: '1',
      rateDate: date,
      source: 'identity',
      legs: [],
    };
  }
  const table = Array.isArray(rates) ? createRateTable(rates as readonly FxRate[]) : (rates as RateTable);
  const maxAgeDays = options.maxAgeDays ?? DEFAULT_MAX_RATE_AGE_DAYS;
  const fromLeg = from === EUR ? undefined : legFor(table, from, date, maxAgeDays);
  const toLeg = to === EUR ? undefined : legFor(table, to, date, maxAgeDays);
  const { numerator, denominator } = legRatio(fromLeg, toLeg, from, to);
  // amount_to = A / 10^sa × rate, scaled to the target's minor digits, rounded once.
  const units = divideRounded(value.units * numerator * pow10(targetDigits), pow10(value.scale) * denominator);
  return { amount: formatDecimal({ units, scale: targetDigits }), ...describeLegs(fromLeg, toLeg, date) };
}

/** rate = toRate / fromRate as an exact fraction (EUR legs count as 1). */
function legRatio(fromLeg: FxRate | undefined, toLeg: FxRate | undefined, from: string, to: string) {
  const fromRate = parseDecimal(fromLeg?.ratePerEur ?? '1');
  const toRate = parseDecimal(toLeg?.ratePerEur ?? '1');
  if (fromRate.units <= 0n || toRate.units <= 0n) throw new Error(`A rate for ${from} or ${to} is not positive`);
  // rate = toRate / fromRate = (T / 10^st) / (F / 10^sf) = T·10^sf / (F·10^st)
  return { numerator: toRate.units * pow10(fromRate.scale), denominator: fromRate.units * pow10(toRate.scale) };
}

/**
 * What a conversion through these per-EUR legs reports (undefined: the
 * currency is EUR): the rate, the oldest leg's date (`date` without legs)
 * and the legs' sources. The statement's SQL conversion reports its rates
 * through this, so both paths describe a rate the same way.
 */
export function describeLegs(
  fromLeg: FxRate | undefined,
  toLeg: FxRate | undefined,
  date: string,
): Pick<Conversion, 'rate' | 'rateDate' | 'source' | 'legs'> {
  const { numerator, denominator } = legRatio(fromLeg, toLeg, fromLeg?.currency ?? EUR, toLeg?.currency ?? EUR);
  const rate = divideRounded(numerator * pow10(RATE_DISPLAY_SCALE), denominator);
  const legs = [fromLeg, toLeg].filter((leg): leg is FxRate => leg !== undefined);
  return {
    rate: formatDecimalTrimmed({ units: rate, scale: RATE_DISPLAY_SCALE }),
    rateDate: legs.map((leg) => leg.rateDate).sort()[0] ?? date,
    source: [...new Set(legs.map((leg) => leg.source))].join('+'),
    legs,
  };
}
