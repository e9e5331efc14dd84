/**
 * Offline demo rates: plausible, deterministic per-EUR rates for every
 * convertible currency, so the demo seller's figures convert without a
 * network. The rate of a day depends only on the currency and the day, never
 * on the range asked for, so overlapping ranges agree.
 */
import { divideRounded, formatDecimalTrimmed, parseDecimal, pow10 } from './decimal.ts';
import type { FxRate } from './fx.ts';
import { isoDateOfDayNumber, isoDayNumber } from './iso-date.ts';

export const DEMO_RATE_SOURCE = 'demo';

interface DemoCurrency {
  /** Units per 1 EUR around early 2025. */
  base: string;
  /** Largest swing away from the base, in millionths (0 for a fixed peg). */
  swingPpm: number;
  /** Pegged to this currency: moves with it. */
  follows?: string;
}

const SWING = 30_000;
const VOLATILE = 80_000;

const DEMO_CURRENCIES: Readonly<Record<string, DemoCurrency>> = {
  GBP: { base: '0.8400', swingPpm: SWING },
  USD: { base: '1.0800', swingPpm: SWING },
  AED: { base: '3.9663', swingPpm: 0, follows: 'USD' },
  ALL: { base: '99.50', swingPpm: SWING },
  ARS: { base: '1150.00', swingPpm: VOLATILE },
  AUD: { base: '1.6600', swingPpm: SWING },
  BDT: { base: '131.50', swingPpm: SWING },
  BRL: { base: '6.2000', swingPpm: VOLATILE },
  BGN: { base: '1.9558', swingPpm: 0 },
  CAD: { base: '1.5000', swingPpm: SWING },
  CHF: { base: '0.9400', swingPpm: SWING },
  CNY: { base: '7.8500', swingPpm: SWING },
  COP: { base: '4500.00', swingPpm: SWING },
  CZK: { base: '25.10', swingPpm: 10_000 },
  DKK: { base: '7.4600', swingPpm: 1_000 },
  HKD: { base: '8.4240', swingPpm: 0, follows: 'USD' },
  HRK: { base: '7.5345', swingPpm: 0 },
  HUF: { base: '400.00', swingPpm: SWING },
  IDR: { base: '17500.00', swingPpm: SWING },
  ILS: { base: '3.9500', swingPpm: SWING },
  INR: { base: '91.00', swingPpm: SWING },
  JOD: { base: '0.7657', swingPpm: 0, follows: 'USD' },
  JPY: { base: '162.00', swingPpm: SWING },
  KHR: { base: '4350.00', swingPpm: SWING },
  KRW: { base: '1500.00', swingPpm: SWING },
  LAK: { base: '23500.00', swingPpm: SWING },
  LKR: { base: '320.00', swingPpm: SWING },
  MAD: { base: '10.80', swingPpm: SWING },
  MXN: { base: '21.50', swingPpm: SWING },
  MYR: { base: '4.8000', swingPpm: SWING },
  NGN: { base: '1650.00', swingPpm: VOLATILE },
  NOK: { base: '11.60', swingPpm: SWING },
  NPR: { base: '146.00', swingPpm: SWING },
  NZD: { base: '1.8400', swingPpm: SWING },
  PHP: { base: '62.00', swingPpm: SWING },
  PKR: { base: '302.00', swingPpm: SWING },
  PLN: { base: '4.2500', swingPpm: 10_000 },
  RON: { base: '4.9750', swingPpm: 5_000 },
  RUB: { base: '98.00', swingPpm: VOLATILE },
  SEK: { base: '11.30', swingPpm: SWING },
  SGD: { base: '1.4500', swingPpm: SWING },
  THB: { base: '37.00', swingPpm: SWING },
  TWD: { base: '35.00', swingPpm: SWING },
  TRY: { base: '38.00', swingPpm: VOLATILE },
  VND: { base: '27500.00', swingPpm: SWING },
  ZAR: { base: '20.00', swingPpm: SWING },
  EGP: { base: '54.00', swingPpm: VOLATILE },
  SAR: { base: '4.0500', swingPpm: 0, follows: 'USD' },
};

/** The currencies generateDemoRates covers: every convertible currency except EUR. */
export const DEMO_RATE_CURRENCIES: readonly string[] = Object.keys(DEMO_CURRENCIES);

/** A well-mixed 32-bit hash of a text (FNV-1a, then a murmur finaliser). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A value in [-swing, swing] fixed by the currency and a key. */
function offset(currency: string, key: string, swing: number): number {
  if (swing === 0) return 0;
  return (hash32(`${currency}:${key}`) % (2 * swing + 1)) - swing;
}

/** Millionths away from the base on a day: weekly anchors joined linearly, plus a small daily wobble. */
function driftPpm(currency: string, day: number, swing: number): number {
  const week = Math.floor(day / 7);
  const position = day - week * 7;
  const start = offset(currency, `w${week}`, swing);
  const end = offset(currency, `w${week + 1}`, swing);
  const weekly = Math.trunc((start * (7 - position) + end * position) / 7);
  return weekly + offset(currency, `d${day}`, Math.floor(swing / 10));
}

function demoRate(currency: string, spec: DemoCurrency, day: number): string {
  const driver = spec.follows ?? currency;
  const driverSpec = DEMO_CURRENCIES[driver] ?? spec;
  const drift = driftPpm(driver, day, driverSpec.swingPpm);
  const base = parseDecimal(spec.base);
  const units = base.units * BigInt(1_000_000 + drift);
  const scaled = divideRounded(units * pow10(6), pow10(base.scale + 6));
  return formatDecimalTrimmed({ units: scaled, scale: 6 }, 2);
}

/**
 * Demo per-EUR rates for every calendar day from `fromDate` to `toDate`
 * (inclusive, YYYY-MM-DD) and every currency of DEMO_RATE_CURRENCIES, marked
 * with source 'demo'. At most 20 years at a time.
 */
export function generateDemoRates(fromDate: string, toDate: string): FxRate[] {
  const first = isoDayNumber(fromDate);
  const last = isoDayNumber(toDate);
  if (last < first) throw new Error(`toDate ${toDate} is before fromDate ${fromDate}`);
  if (last - first > 366 * 20) throw new Error('Demo rates cover at most 20 years at a time');
  const rates: FxRate[] = [];
  for (let day = first; day <= last; day += 1) {
    const rateDate = isoDateOfDayNumber(day);
    for (const [currency, spec] of Object.entries(DEMO_CURRENCIES)) {
      rates.push({ rateDate, currency, ratePerEur: demoRate(currency, spec, day), source: DEMO_RATE_SOURCE });
    }
  }
  return rates;
}
