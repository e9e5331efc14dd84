import {
  INDICATOR_METADATA,
  indicatorValueProblem,
  overallBrandScore,
  scoreIndicator,
  type BrandScoreIndicator,
  type ScoreBucket,
} from '@brandlens/reporting-core';

// What-if values are typed in the thresholds table's units (4.5 for a 4.5 % return rate) and
// scored in the browser with the same scoreIndicator the API uses, so a what-if bucket is exactly
// the bucket the server would give that value. Nothing here is saved.

export type WhatIfInputs = Partial<Record<BrandScoreIndicator, string>>;

export type ParsedWhatIf = { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'value'; value: string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The typed text as an exact decimal in table units, nothing when empty, or why it is not usable. */
export function parseWhatIfValue(indicator: BrandScoreIndicator, text: string): ParsedWhatIf {
  const metadata = INDICATOR_METADATA[indicator];
  // A pasted '4.5 %' or '1,200' means what it says; the % sign is implied by the field.
  const cleaned = text.trim().replace(/%$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return { kind: 'empty' };
  if (!DECIMAL.test(cleaned)) return { kind: 'invalid', message: 'Enter a number, such as 4.5' };
  const value = cleaned.replace(/^(-?)0+(?=\d)/, '$1');
  if (metadata.inputType === 'decimal' && metadata.maxFractionDigits === 0 && value.includes('.')) {
    return { kind: 'invalid', message: 'Enter a whole number' };
  }
  // The scoring function's own range check, so the field refuses exactly what it cannot score.
  const problem = indicatorValueProblem(indicator, value);
  if (problem) return { kind: 'invalid', message: problem.replace(`${indicator}: `, '') };
  return { kind: 'value', value };
}

/** One indicator as the API scored it. */
export interface ScoredIndicator {
  indicator: BrandScoreIndicator;
  score: ScoreBucket | null;
}

export interface WhatIfScores {
  /** The bucket per indicator: the what-if bucket where a usable value is typed, else the API's. */
  scores: Record<BrandScoreIndicator, ScoreBucket | null>;
  /** Indicators whose bucket comes from a what-if value. */
  changed: ReadonlySet<BrandScoreIndicator>;
  overallScore: number | null;
}

/**
 * Re-scores the indicators with the typed values. An indicator without data takes part once a
 * what-if value is typed for it; one left empty keeps the API's bucket (or stays out when it has none).
 */
export function scoreWhatIf(
  indicators: readonly BrandScoreIndicator[],
  actual: readonly ScoredIndicator[],
  inputs: WhatIfInputs,
): WhatIfScores {
  const actualScores = new Map(actual.map((entry) => [entry.indicator, entry.score]));
  const scores = {} as Record<BrandScoreIndicator, ScoreBucket | null>;
  const changed = new Set<BrandScoreIndicator>();
  for (const indicator of indicators) {
    const parsed = parseWhatIfValue(indicator, inputs[indicator] ?? '');
    if (parsed.kind === 'value') {
      scores[indicator] = scoreIndicator(indicator, parsed.value);
      changed.add(indicator);
    } else {
      scores[indicator] = actualScores.get(indicator) ?? null;
    }
  }
  return { scores, changed, overallScore: overallBrandScore(scores) };
}
