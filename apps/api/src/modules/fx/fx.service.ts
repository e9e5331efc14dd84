// FX rates: refreshing them from the ECB and the secondary provider, demo
// rates for offline data, and reading the rate of a day. Conversion itself is
// pure, in @brandlens/reporting-core (fx.ts).
import { CONVERTIBLE_CURRENCY_CODES, type TFxRate } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { EUR, formatDecimalTrimmed, generateDemoRates, parseDecimal, type FxRate } from '@brandlens/reporting-core';
import { ECB_SOURCE, FeedFormatError, parseEcbXml } from './ecb-feed.ts';
import type { FxFeeds } from './fx-feeds.ts';
import { countRatesFromSource, findLatestRatesOnOrBefore, upsertFxRates } from './fx.queries.ts';
import { parseSecondaryRates } from './secondary-feed.ts';

const FETCH_TIMEOUT_MS = 60_000;
const CONVERTIBLE = new Set<string>(CONVERTIBLE_CURRENCY_CODES.filter((code) => code !== EUR));

export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

async function download(fetchImpl: FetchLike, url: string): Promise<Response> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new FeedFormatError(`${url} answered ${response.status}`);
  return response;
}

export interface FxRefreshResult {
  historyLoaded: boolean;
  ecbRatesWritten: number;
  secondaryRatesWritten: number;
  /** Convertible currencies that neither feed published in this run. */
  uncovered: string[];
}

/**
 * Downloads the ECB daily document (and, while no ECB rate is stored yet, the
 * history document), then the secondary provider's rates for the convertible
 * currencies the ECB does not publish. ECB rates are stored before the
 * secondary provider is asked, so its failure does not lose them; re-running
 * writes nothing that is already stored.
 */
export async function refreshFxRates(
  db: Database,
  feeds: FxFeeds,
  fetchImpl: FetchLike = fetch,
): Promise<FxRefreshResult> {
  const historyLoaded = (await countRatesFromSource(db, ECB_SOURCE)) === 0;
  let ecbRatesWritten = 0;
  if (historyLoaded) {
    const history = parseEcbXml(await (await download(fetchImpl, feeds.ecbHistoryUrl)).text());
    ecbRatesWritten += await upsertFxRates(db, convertibleOnly(history), 'replace');
  }
  const daily = convertibleOnly(parseEcbXml(await (await download(fetchImpl, feeds.ecbDailyUrl)).text()));
  ecbRatesWritten += await upsertFxRates(db, daily, 'replace');

  const notFromEcb = new Set([...CONVERTIBLE].filter((code) => !daily.some((rate) => rate.currency === code)));
  let secondaryRatesWritten = 0;
  let secondaryCurrencies = new Set<string>();
  if (feeds.secondary) {
    const body: unknown = await (await download(fetchImpl, feeds.secondary.url)).json();
    const secondary = parseSecondaryRates(body, feeds.secondary.name, notFromEcb);
    secondaryCurrencies = new Set(secondary.map((rate) => rate.currency));
    secondaryRatesWritten = await upsertFxRates(db, secondary, 'replace');
  }
  const uncovered = [...notFromEcb].filter((code) => !secondaryCurrencies.has(code)).sort();
  return { historyLoaded, ecbRatesWritten, secondaryRatesWritten, uncovered };
}

function convertibleOnly(rates: readonly FxRate[]): FxRate[] {
  return rates.filter((rate) => CONVERTIBLE.has(rate.currency));
}

/**
 * Stores generated demo rates (source 'demo') for every day of the range,
 * leaving any rate already stored (real or demo) untouched. Returns the rows
 * written.
 */
export async function storeDemoRates(db: Database, fromDate: string, toDate: string): Promise<number> {
  return upsertFxRates(db, generateDemoRates(fromDate, toDate), 'keep');
}

/** Each requested currency's per-EUR rate on the date (latest on or before it); EUR is 1 by definition. */
export async function getFxRates(
  db: Database,
  date: string,
  currencies: readonly string[],
): Promise<{ date: string; rates: TFxRate[]; missing: string[] }> {
  const unique = [...new Set(currencies)];
  const rows = await findLatestRatesOnOrBefore(
    db,
    unique.filter((code) => code !== EUR),
    date,
  );
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  const rates: TFxRate[] = [];
  const missing: string[] = [];
  for (const currency of unique) {
    const row = byCurrency.get(currency);
    if (currency === EUR) rates.push({ currency, ratePerEur: '1', rateDate: date, source: 'definition' });
    else if (!row) missing.push(currency);
    else rates.push({ ...row, ratePerEur: formatDecimalTrimmed(parseDecimal(row.ratePerEur)) });
  }
  return { date, rates, missing };
}
