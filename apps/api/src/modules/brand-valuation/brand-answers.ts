// What the brand valuation reads' answers share: the scoring version, the trailing period, the
// currency asked for, and a brand's reference and score within the kept scores.
import type { TBrandScore, TIndicatorResult, TTrailingPeriod } from '@brandlens/contracts';
import { overallBrandScore, type BrandScoreIndicator, type ScoreBucket } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { BrandSelection } from './brand-context.service.ts';
import { WHOLE_SELLER, type Owner } from './brand-ledger-groups.ts';
import type { Scores } from './brand-scores.service.ts';
import { versionUnknown } from './brand-valuation.errors.ts';
import type { ValuationWindows } from './valuation-windows.ts';

/** The only scoring version so far (SPEC §7: version, default '1'). */
export const SCORE_VERSION = '1';

export const PERIOD: TTrailingPeriod = 'trailing12Months';

export interface ScoreQuery {
  targetCurrency?: string | undefined;
  version?: string;
}

export function currencyOf(query: { targetCurrency?: string | undefined }, auth: AuthContext): string {
  return query.targetCurrency ?? auth.user.defaultCurrencyCode;
}

export function checkVersion(query: ScoreQuery): void {
  if (query.version !== undefined && query.version !== SCORE_VERSION) throw versionUnknown(query.version);
}

export const ownerOf = (selection: BrandSelection): Owner =>
  selection.kind === 'all' ? WHOLE_SELLER : selection.brand.id;
export const refOf = (selection: BrandSelection) =>
  selection.kind === 'all'
    ? { key: selection.key, name: selection.name }
    : { key: selection.brand.key, name: selection.brand.name };

export function overallOf(indicators: readonly TIndicatorResult[]): number | null {
  const scores: Partial<Record<BrandScoreIndicator, ScoreBucket | null>> = {};
  for (const result of indicators) scores[result.indicator] = result.score;
  return overallBrandScore(scores);
}

export function brandScore(scores: Scores, selection: BrandSelection): TBrandScore {
  const indicators = scores.indicators.get(ownerOf(selection)) as TIndicatorResult[];
  return { ...refOf(selection), overallScore: overallOf(indicators), indicators };
}

export const periodFields = (windows: ValuationWindows) => ({
  period: PERIOD,
  from: windows.trailing12Months.from,
  to: windows.trailing12Months.to,
});
