// Parses the secondary provider's latest-rates document, JSON of the common
// shape {date, base, rates: {CODE: number|string}}, into per-EUR rates. A
// provider quoting against another base (often USD) is rebased through its
// EUR quote: perEur(X) = rates[X] / rates[EUR].
import {
  divideRounded,
  formatDecimalTrimmed,
  isIsoDate,
  parseDecimal,
  pow10,
  type FxRate,
} from '@brandlens/reporting-core';
import { z } from 'zod';
import { FeedFormatError } from './ecb-feed.ts';

const RATE_SCALE = 10;

const ZSecondaryDocument = z.object({
  date: z.string({ error: 'date must be YYYY-MM-DD' }).refine(isIsoDate, 'date must be YYYY-MM-DD'),
  base: z.string({ error: 'base must be a currency code' }).regex(/^[A-Z]{3}$/, 'base must be a currency code'),
  rates: z.record(z.string(), z.union([z.number(), z.string()]), { error: 'rates must map codes to numbers' }),
});

function rateText(currency: string, value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const plain = /e/i.test(text) ? Number(text).toFixed(RATE_SCALE) : text;
  const decimal = (() => {
    try {
      return parseDecimal(plain);
    } catch {
      throw new FeedFormatError(`Invalid ${currency} rate "${text}"`);
    }
  })();
  if (decimal.units <= 0n) throw new FeedFormatError(`Invalid ${currency} rate "${text}"`);
  return plain;
}

/** The rates of `wanted` currencies found in the document, per EUR, marked with the provider's name. */
export function parseSecondaryRates(body: unknown, source: string, wanted: ReadonlySet<string>): FxRate[] {
  const parsed = ZSecondaryDocument.safeParse(body);
  if (!parsed.success)
    throw new FeedFormatError(`Secondary rates: ${parsed.error.issues.map((i) => i.message).join(', ')}`);
  const { date, base, rates } = parsed.data;
  const quotes = new Map([
    [base, '1'],
    ...Object.entries(rates).map(([code, value]) => [code, rateText(code, value)] as const),
  ]);
  const eurQuote = quotes.get('EUR');
  if (!eurQuote) throw new FeedFormatError(`Secondary rates quoted in ${base} carry no EUR rate to rebase them`);
  const eur = parseDecimal(eurQuote);
  const result: FxRate[] = [];
  for (const currency of wanted) {
    const quote = quotes.get(currency);
    if (!quote || currency === 'EUR') continue;
    const value = parseDecimal(quote);
    // (value / 10^vs) / (eur / 10^es), to RATE_SCALE places.
    const units = divideRounded(value.units * pow10(eur.scale + RATE_SCALE), eur.units * pow10(value.scale));
    result.push({ rateDate: date, currency, ratePerEur: formatDecimalTrimmed({ units, scale: RATE_SCALE }), source });
  }
  return result;
}
