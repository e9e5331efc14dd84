// One indicator result of the contract, from what an indicator measures and its
// outcome: value (raw), bucket, basis with its dates, source, estimated flag, or
// why there is no data. Pure; every indicator file of this folder builds on it,
// and docs/brand-valuation.md has every definition.
import type { TIndicatorResult, TIndicatorSource, TScoreBasis } from '@brandlens/contracts';
import {
  indicatorValueProblem,
  scoreIndicator,
  toTableUnits,
  type BrandScoreIndicator,
  type ResolvedPeriod,
} from '@brandlens/reporting-core';

export interface Measure {
  indicator: BrandScoreIndicator;
  basis: TScoreBasis;
  window: ResolvedPeriod | null;
  source: TIndicatorSource;
  estimated?: boolean;
}

export type Outcome = { value: string } | { noData: string };

/**
 * One indicator result. A value the table cannot score (outside what the
 * indicator measures) is no data, with the reason; without a value nothing is
 * estimated.
 */
export function indicatorResult(measure: Measure, outcome: Outcome): TIndicatorResult {
  const base = {
    indicator: measure.indicator,
    basis: measure.basis,
    from: measure.window?.from ?? null,
    to: measure.window?.to ?? null,
    source: measure.source,
    estimated: measure.estimated ?? false,
  };
  if ('noData' in outcome) return { ...base, estimated: false, value: null, score: null, noData: outcome.noData };
  const tableValue = toTableUnits(measure.indicator, outcome.value);
  const problem = indicatorValueProblem(measure.indicator, tableValue);
  if (problem) return { ...base, estimated: false, value: null, score: null, noData: `No score: ${problem}` };
  return { ...base, value: outcome.value, score: scoreIndicator(measure.indicator, tableValue), noData: null };
}

export const span = (window: ResolvedPeriod) => `${window.from} to ${window.to}`;
export const isEstimated = (...figures: Array<{ status: string }>) =>
  figures.some((figure) => figure.status === 'estimated');
