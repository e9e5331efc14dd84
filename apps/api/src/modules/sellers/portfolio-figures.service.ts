// Each seller's figures for the portfolio's two months in one currency, and
// its SKUs sold without a cost: kept ones when the database says nothing they
// depend on has changed since, else computed from the totals, for many
// sellers per query (ADR 0027).
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { findKeptFigures, keepFigures, type KeptFigures } from './portfolio-cache.ts';
import { NO_FIGURES, sellerFiguresOf, type MonthLineSum } from './portfolio-figures.ts';
import {
  findPortfolioMonthSums,
  findReadState,
  findSellersCurrencies,
  findSkusWithoutCost,
  type ReadState,
} from './portfolio-figures.queries.ts';

export interface PortfolioPeriods {
  /** The last complete calendar month (UTC), YYYY-MM, and the month before it. */
  month: string;
  previousMonth: string;
  /** First day of previousMonth and last day of month. */
  from: string;
  to: string;
}

/** Sellers computed per query when their figures are not kept: the queries of a read grow with changed sellers / this. */
export const SELLERS_PER_COMPUTATION = 100;

/** The figures of `sellerIds` (none missing: a seller without totals has NO_FIGURES), read or computed. */
export async function loadSellerFigures(
  reader: DatabaseReader,
  sellerIds: readonly string[],
  currency: string,
  periods: PortfolioPeriods,
  signal: AbortSignal,
): Promise<Map<string, KeptFigures>> {
  const candidates = new Map<string, KeptFigures>();
  for (const sellerId of sellerIds) {
    const kept = findKeptFigures(sellerId, currency, periods.month);
    if (kept) candidates.set(sellerId, kept);
  }
  const state = await findReadState(
    reader,
    { sellerIds: [...candidates.keys()], snapshots: [...candidates.values()].map((kept) => kept.snapshot) },
    periods,
  );
  const result = new Map<string, KeptFigures>();
  for (const [sellerId, kept] of candidates) {
    if (!state.changedSellerIds.has(sellerId)) result.set(sellerId, kept);
  }
  const toCompute = sellerIds.filter((sellerId) => !result.has(sellerId));
  for (let start = 0; start < toCompute.length; start += SELLERS_PER_COMPUTATION) {
    // Past the deadline the request has answered; stop rather than compute for nobody.
    signal.throwIfAborted();
    const chunk = toCompute.slice(start, start + SELLERS_PER_COMPUTATION);
    for (const [sellerId, kept] of await computeFigures(reader, chunk, currency, periods, state)) {
      // Computed from this read's snapshot: right for any later read that sees no newer change.
      keepFigures(sellerId, currency, periods.month, kept);
      result.set(sellerId, kept);
    }
  }
  return result;
}

/** Three queries for all of `sellerIds`: their totals' currencies, their converted monthly sums, their SKUs without cost. */
async function computeFigures(
  reader: DatabaseReader,
  sellerIds: readonly string[],
  currency: string,
  periods: PortfolioPeriods,
  state: ReadState,
): Promise<Map<string, KeptFigures>> {
  const currencies = await findSellersCurrencies(reader, sellerIds);
  const rateCurrencies = [...new Set([...currencies.ledger.currencies, ...currencies.costs.currencies])].filter(
    (code) => code !== currency && code !== '',
  );
  const sums =
    currencies.ledger.sellerIds.length === 0
      ? []
      : await findPortfolioMonthSums(reader, {
          ...currencies,
          rateCurrencies,
          targetCurrency: currency,
          from: periods.from,
          monthFrom: `${periods.month}-01`,
          to: periods.to,
        });
  const skus = await findSkusWithoutCost(reader, sellerIds, `${periods.month}-01`, periods.to);
  const linesBySeller = new Map<string, MonthLineSum[]>();
  for (const line of sums) {
    const lines = linesBySeller.get(line.sellerId) ?? [];
    lines.push(line);
    linesBySeller.set(line.sellerId, lines);
  }
  return new Map(
    sellerIds.map((sellerId) => {
      const lines = linesBySeller.get(sellerId);
      return [
        sellerId,
        {
          snapshot: state.snapshot,
          figures: lines ? sellerFiguresOf(lines, periods, currency) : NO_FIGURES,
          skusWithoutCost: skus.get(sellerId) ?? 0,
        },
      ];
    }),
  );
}
