/**
 * The statement's fast path (ADR 0014): the database converts each daily sum
 * with the rates of its own day, rounds it once and sums per period; this
 * turns those period sums, and the rates they used, into the GroupInputs that
 * buildStatementInputs makes from daily sums. Same rules, figure for figure:
 * the rounding is done in SQL, the rates are described here with describeLegs.
 */
import { formatDecimal } from '../decimal.ts';
import { DEFAULT_MAX_RATE_AGE_DAYS, describeLegs, EUR, FxRateMissingError, type FxRate } from '../fx.ts';
import { minorDigits } from '../money.ts';
import type { LedgerLineSum } from './compute-statement.ts';
import { COST_LINES, type GroupInputs, type RateUsed } from './statement-inputs.ts';

/** Prefix of the cost lines among converted sums: `cost:fullPriceFulfilledProductSales` is the landed cost of units sold. */
export const COST_LINE_PREFIX = 'cost:';

/** One line of one group (a period), converted day by day in the target currency. */
export interface ConvertedLineSum {
  readonly group: string;
  /** A ledger P&L line, or COST_LINE_PREFIX + one of COST_LINES. */
  readonly line: string;
  /**
   * Σ over the group's days of each daily sum converted and rounded once, in minor units of the
   * target; null when nothing was converted (a cost line whose units all lacked a cost).
   */
  readonly minorUnits: bigint | null;
  readonly quantity: number;
  /**
   * A ledger line: some of its rows are estimated; a cost line: some of its units had no cost, or
   * (order basis) are dated by posted date as a fallback.
   */
  readonly isEstimated: boolean;
}

/** The per-EUR rates one currency was converted with on some days of a group. */
export interface ConversionLegs {
  readonly group: string;
  readonly currency: string;
  /** The source currency's rate; null for EUR, or when the day has no usable rate. */
  readonly fromLeg: FxRate | null;
  /** The target currency's rate; null for EUR, or when the day has no usable rate. */
  readonly toLeg: FxRate | null;
  /** The first and last day of the group converted with these legs. */
  readonly firstDay: string;
  readonly lastDay: string;
}

export interface ConvertedInputsOptions {
  readonly targetCurrency: string;
  /** The key of the group that adds up every group (the Totals column). */
  readonly totalGroup: string;
}

/** The first day without a usable rate, as convert reports it: the source leg before the target leg. */
function firstMissingRate(conversions: readonly ConversionLegs[], target: string) {
  let missing: { currency: string; date: string } | undefined;
  for (const conversion of conversions) {
    const currency =
      conversion.currency !== EUR && !conversion.fromLeg
        ? conversion.currency
        : target !== EUR && !conversion.toLeg
          ? target
          : undefined;
    if (currency === undefined) continue;
    const date = conversion.firstDay;
    if (!missing || date < missing.date || (date === missing.date && currency < missing.currency)) {
      missing = { currency, date };
    }
  }
  return missing;
}

/** Currency codes and ISO dates sort by code unit, as localeCompare sorts them, without its cost. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Accumulator {
  ledger: Map<string, { minorUnits: bigint; quantity: number; isEstimated: boolean }>;
  /** undefined until a cost in some currency is added (then '0' becomes '0.00', as buildStatementInputs writes it). */
  sold: bigint | undefined;
  returned: bigint | undefined;
  hasMissingCost: boolean;
  rates: Map<string, { rate: RateUsed; lastDay: string }>;
}

const newAccumulator = (): Accumulator => ({
  ledger: new Map(),
  sold: undefined,
  returned: undefined,
  hasMissingCost: false,
  rates: new Map(),
});

/**
 * Throws FxRateMissingError for the earliest day that has no usable rate.
 * When two sets of legs of a group share a currency and rate date, the one
 * used on the later day describes it. The total group lists no rates: the
 * statement lists them per period.
 */
export function inputsFromConvertedSums(
  lines: readonly ConvertedLineSum[],
  conversions: readonly ConversionLegs[],
  options: ConvertedInputsOptions,
): Map<string, GroupInputs> {
  const target = options.targetCurrency;
  const missing = firstMissingRate(conversions, target);
  if (missing) throw new FxRateMissingError(missing.currency, missing.date, DEFAULT_MAX_RATE_AGE_DAYS);

  const groups = new Map<string, Accumulator>();
  const groupFor = (key: string) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = newAccumulator()));
    return group;
  };
  for (const sum of lines) {
    for (const group of [groupFor(sum.group), groupFor(options.totalGroup)]) {
      if (sum.line.startsWith(COST_LINE_PREFIX)) {
        const costLine = sum.line.slice(COST_LINE_PREFIX.length);
        // Units without any cost (currency '') add nothing and only mark the costs as estimated.
        if (sum.minorUnits !== null) {
          if (costLine === COST_LINES[0]) group.sold = (group.sold ?? 0n) + sum.minorUnits;
          else group.returned = (group.returned ?? 0n) + sum.minorUnits;
        }
        group.hasMissingCost ||= sum.isEstimated;
        continue;
      }
      const line = group.ledger.get(sum.line) ?? { minorUnits: 0n, quantity: 0, isEstimated: false };
      line.minorUnits += sum.minorUnits ?? 0n;
      line.quantity += sum.quantity;
      line.isEstimated ||= sum.isEstimated;
      group.ledger.set(sum.line, line);
    }
  }
  for (const conversion of conversions) {
    const described = describeLegs(conversion.fromLeg ?? undefined, conversion.toLeg ?? undefined, conversion.firstDay);
    const rate: RateUsed = {
      from: conversion.currency,
      to: target,
      rate: described.rate,
      rateDate: described.rateDate,
      source: described.source,
    };
    const rates = groupFor(conversion.group).rates;
    const key = `${rate.from}|${rate.rateDate}`;
    const seen = rates.get(key);
    if (!seen || conversion.lastDay > seen.lastDay) rates.set(key, { rate, lastDay: conversion.lastDay });
  }

  const scale = minorDigits(target);
  const money = (minorUnits: bigint | undefined) =>
    minorUnits === undefined ? '0' : formatDecimal({ units: minorUnits, scale });
  const result = new Map<string, GroupInputs>();
  for (const [key, group] of groups) {
    const ledger: Record<string, LedgerLineSum> = {};
    for (const [line, sum] of group.ledger) {
      ledger[line] = { amount: money(sum.minorUnits), quantity: sum.quantity, isEstimated: sum.isEstimated };
    }
    result.set(key, {
      inputs: {
        ledger,
        cogs: {
          soldUnitsCost: money(group.sold),
          returnedUnitsCost: money(group.returned),
          hasMissingCost: group.hasMissingCost,
        },
      },
      rates: [...group.rates.values()]
        .map((entry) => entry.rate)
        .sort((a, b) => compareText(a.from, b.from) || compareText(a.rateDate, b.rateDate)),
    });
  }
  return result;
}
