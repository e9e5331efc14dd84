import { BRAND_SCORE_INDICATORS, type BrandScoreIndicator, type ScoreBucket } from '@brandlens/reporting-core';
import { describe, expect, it } from 'vitest';
import { parseWhatIfValue, scoreWhatIf, type ScoredIndicator } from './what-if';

const actual = (scores: Partial<Record<BrandScoreIndicator, ScoreBucket | null>>): ScoredIndicator[] =>
  BRAND_SCORE_INDICATORS.map((indicator) => ({ indicator, score: scores[indicator] ?? null }));

describe('parseWhatIfValue', () => {
  it('reads an exact decimal in table units, with or without a % sign or thousands commas', () => {
    expect(parseWhatIfValue('returnRate', ' 4.5 ')).toEqual({ kind: 'value', value: '4.5' });
    expect(parseWhatIfValue('returnRate', '4.5%')).toEqual({ kind: 'value', value: '4.5' });
    expect(parseWhatIfValue('reviewVolume', '1,200')).toEqual({ kind: 'value', value: '1200' });
    expect(parseWhatIfValue('ebitdaYearly', '-0.5')).toEqual({ kind: 'value', value: '-0.5' });
    expect(parseWhatIfValue('reviewVolume', '007')).toEqual({ kind: 'value', value: '7' });
  });

  it('treats an empty field as no what-if', () => {
    expect(parseWhatIfValue('rating', '')).toEqual({ kind: 'empty' });
    expect(parseWhatIfValue('rating', '  ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['rating', 'abc', 'Enter a number, such as 4.5'],
    ['rating', '4.', 'Enter a number, such as 4.5'],
    ['reviewVolume', '12.5', 'Enter a whole number'],
  ] as const)('refuses %s %j: %s', (indicator, text, message) => {
    expect(parseWhatIfValue(indicator, text)).toEqual({ kind: 'invalid', message });
  });

  it('refuses what the scoring function cannot score, with its reason', () => {
    const tooHigh = parseWhatIfValue('rating', '5.5');
    expect(tooHigh.kind).toBe('invalid');
    expect(tooHigh.kind === 'invalid' && tooHigh.message).toMatch(/^5\.5 is out of range; it is a star rating/);
    expect(parseWhatIfValue('repeatCustomerRate', '101').kind).toBe('invalid');
    expect(parseWhatIfValue('returnRate', '-1').kind).toBe('invalid');
  });
});

describe('scoreWhatIf', () => {
  it('keeps the API buckets and overall score when nothing is typed', () => {
    const result = scoreWhatIf(BRAND_SCORE_INDICATORS, actual({ rating: 50, returnRate: 100 }), {});
    expect(result.changed.size).toBe(0);
    expect(result.scores.rating).toBe(50);
    expect(result.scores.returnRate).toBe(100);
    expect(result.scores.tacos).toBeNull();
    expect(result.overallScore).toBe(75);
  });

  it('re-scores a typed value with the thresholds of SPEC §9 and moves the overall score', () => {
    const result = scoreWhatIf(BRAND_SCORE_INDICATORS, actual({ rating: 50, returnRate: 100 }), { returnRate: '4.95' });
    // 4.95 % sits in the gap between 4-4.9 % (25) and at least 5 % (0): the worse bucket.
    expect(result.scores.returnRate).toBe(0);
    expect([...result.changed]).toEqual(['returnRate']);
    expect(result.overallScore).toBe(25);
  });

  it.each([
    ['rating', '4.495', 75],
    ['tacos', '7.5', 75],
    ['bestSellerRank', '49.5', 25],
    ['profitMargin', '14.995', 25],
    ['reviewVolume', '10000', 100],
    ['policyViolations', '0', 100],
  ] as const)('scores %s %s as %i, as the API does', (indicator, value, bucket) => {
    expect(scoreWhatIf(BRAND_SCORE_INDICATORS, actual({}), { [indicator]: value }).scores[indicator]).toBe(bucket);
  });

  it('counts an indicator without data once a what-if value is typed for it', () => {
    const scores = actual({ rating: 100 });
    expect(scoreWhatIf(BRAND_SCORE_INDICATORS, scores, {}).overallScore).toBe(100);
    expect(scoreWhatIf(BRAND_SCORE_INDICATORS, scores, { tacos: '30' }).overallScore).toBe(50);
  });

  it('ignores an unusable value, keeping the API bucket', () => {
    const result = scoreWhatIf(BRAND_SCORE_INDICATORS, actual({ rating: 75 }), { rating: '9' });
    expect(result.scores.rating).toBe(75);
    expect(result.changed.size).toBe(0);
    expect(result.overallScore).toBe(75);
  });

  it('has no overall score when no indicator has data or a what-if value', () => {
    expect(scoreWhatIf(BRAND_SCORE_INDICATORS, actual({}), {}).overallScore).toBeNull();
  });
});
