// The portfolio's figures from converted monthly sums, with the P&L
// statement's own pure code (reporting-core), so that a seller's net sales,
// CM3 and units equal what its statement shows for the same month and
// currency; plus their totals and the order they sort in.
import type { TPortfolioMonthFigures } from '@brandlens/contracts';
import {
  addDecimalStrings,
  computeStatement,
  COST_LINE_PREFIX,
  EMPTY_STATEMENT_INPUTS,
  inputsFromConvertedSums,
  parseDecimal,
  rescale,
  type ConvertedLineSum,
} from '@brandlens/reporting-core';

export const PORTFOLIO_FIGURE_KEYS = ['netSales', 'contributionMargin3', 'unitsSold'] as const;
export type TPortfolioFigureKey = (typeof PORTFOLIO_FIGURE_KEYS)[number];

/** One line of one month of a seller, converted, with the first day whose conversion lacked a rate. */
export interface MonthLineSum extends ConvertedLineSum {
  readonly firstMissingRate: { readonly day: string; readonly currency: string } | null;
}

export interface SellerFigures {
  month: TPortfolioMonthFigures | null;
  previousMonth: TPortfolioMonthFigures | null;
  /** The statement's message for the first missing rate, when a month could not be converted. */
  missingRate: string | null;
}

export const NO_FIGURES: SellerFigures = { month: null, previousMonth: null, missingRate: null };

const TOTAL_GROUP = '*';

/**
 * One seller's figures for `month` and `previousMonth` from its converted line
 * sums (group: YYYY-MM), through the statement's own computation. A month
 * without ledger rows is null, not zero; so is a month one of whose rows
 * lacked a rate (the statement answers 422 for it), with the reason.
 */
export function sellerFiguresOf(
  lines: readonly MonthLineSum[],
  months: { month: string; previousMonth: string },
  currency: string,
): SellerFigures {
  const withData = new Set<string>();
  const missing: Array<{ month: string; day: string; currency: string }> = [];
  for (const line of lines) {
    if (!line.line.startsWith(COST_LINE_PREFIX)) withData.add(line.group);
    if (line.firstMissingRate) missing.push({ month: line.group, ...line.firstMissingRate });
  }
  missing.sort((a, b) => compareText(a.day, b.day) || compareText(a.currency, b.currency));
  const withoutRate = new Set(missing.map((entry) => entry.month));
  // No conversion legs: rates were checked above, and the portfolio lists none.
  const groups = inputsFromConvertedSums(lines, [], { targetCurrency: currency, totalGroup: TOTAL_GROUP });
  const figuresOf = (month: string): TPortfolioMonthFigures | null => {
    if (!withData.has(month) || withoutRate.has(month)) return null;
    const statement = computeStatement(groups.get(month)?.inputs ?? EMPTY_STATEMENT_INPUTS, currency);
    return {
      netSales: statement.netSales,
      contributionMargin3: statement.contributionMargin3,
      unitsSold: statement.unitsSold,
    };
  };
  const first = missing[0];
  return {
    month: figuresOf(months.month),
    previousMonth: figuresOf(months.previousMonth),
    missingRate: first ? `No ${first.currency} rate on or before ${first.day}` : null,
  };
}

/** Each figure added up exactly; estimated when any part is; null when there is nothing to add. */
export function sumMonthFigures(figures: ReadonlyArray<TPortfolioMonthFigures | null>): TPortfolioMonthFigures | null {
  let total: TPortfolioMonthFigures | null = null;
  for (const figure of figures) {
    if (figure === null) continue;
    if (total === null) {
      total = figure;
      continue;
    }
    const sum = total;
    total = Object.fromEntries(
      PORTFOLIO_FIGURE_KEYS.map((key) => [
        key,
        {
          amount: addDecimalStrings(sum[key].amount, figure[key].amount),
          status: sum[key].status === 'estimated' || figure[key].status === 'estimated' ? 'estimated' : 'final',
        },
      ]),
    ) as TPortfolioMonthFigures;
  }
  return total;
}

/** Codes and ISO dates sort by code unit. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Compares decimal strings exactly (no float). */
export function compareDecimals(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale).units - rescale(y, scale).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/**
 * A comparator in `direction` over values that may be missing: missing ones
 * come last whichever the direction, so a page never starts with sellers
 * that have nothing to show.
 */
export function compareMissingLast<T>(
  a: T | null,
  b: T | null,
  compare: (x: T, y: T) => number,
  direction: 'asc' | 'desc',
): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = compare(a, b);
  return direction === 'asc' ? order : -order;
}
