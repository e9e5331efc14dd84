// Each account health figure against Amazon's target (docs/account-health.md): a rate that
// misses its target is at risk (Amazon gives rates one bound, so a rate alone is never
// critical); the Account Health Rating by its bands, or by Amazon's status words when the report
// gives no score; the account status AT_RISK or DEACTIVATED. The flag is the worst of them.
import {
  ACCOUNT_HEALTH_RATE_TARGETS,
  ACCOUNT_HEALTH_RATING_BANDS,
  type TAccountHealthFlag,
  type TAccountHealthRateKey,
  type TAccountHealthStatus,
} from '@brandlens/contracts';
import { compareDecimal, decimalOf, fractionAsPercent } from '../alerts/evaluators/alert-figures.ts';

const RANK: Record<TAccountHealthStatus, number> = { ok: 0, 'at-risk': 1, critical: 2 };
const FLAG_OF: Record<TAccountHealthStatus, TAccountHealthFlag> = {
  ok: 'healthy',
  'at-risk': 'at-risk',
  critical: 'critical',
};

/** 'At Risk', 'at-risk' and 'AT_RISK' alike. */
const wordKey = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

export function rateStatus(key: TAccountHealthRateKey, rate: string | null): TAccountHealthStatus | null {
  if (rate === null) return null;
  const target = ACCOUNT_HEALTH_RATE_TARGETS[key];
  const comparison = compareDecimal(decimalOf(rate), decimalOf(target.limit));
  return (target.isMaximum ? comparison > 0 : comparison < 0) ? 'at-risk' : 'ok';
}

/** The score's band when given; else Amazon's status words (AT_RISK, CRITICAL; others are fine). */
export function ratingStatus(score: number | null, words: string | null): TAccountHealthStatus | null {
  if (score !== null) {
    if (score >= ACCOUNT_HEALTH_RATING_BANDS.healthyFrom) return 'ok';
    return score >= ACCOUNT_HEALTH_RATING_BANDS.atRiskFrom ? 'at-risk' : 'critical';
  }
  if (words === null) return null;
  const key = wordKey(words);
  return key === 'CRITICAL' ? 'critical' : key === 'AT_RISK' ? 'at-risk' : 'ok';
}

/** Amazon's account status: NORMAL, AT_RISK, DEACTIVATED. */
export function accountStatusStatus(status: string | null): TAccountHealthStatus | null {
  if (status === null) return null;
  const key = wordKey(status);
  return key === 'DEACTIVATED' ? 'critical' : key === 'AT_RISK' ? 'at-risk' : 'ok';
}

export function worstStatus(statuses: ReadonlyArray<TAccountHealthStatus | null>): TAccountHealthStatus {
  return statuses.reduce<TAccountHealthStatus>(
    (worst, status) => (status !== null && RANK[status] > RANK[worst] ? status : worst),
    'ok',
  );
}

export const flagOf = (status: TAccountHealthStatus): TAccountHealthFlag => FLAG_OF[status];
export const statusRank = (status: TAccountHealthStatus): number => RANK[status];

/** The target as a person reads it: 'under 1 %', 'above 95 %', '200 or more'. */
export function targetText(key: TAccountHealthRateKey | 'accountHealthRating'): string {
  if (key === 'accountHealthRating') return `${ACCOUNT_HEALTH_RATING_BANDS.healthyFrom} or more`;
  const target = ACCOUNT_HEALTH_RATE_TARGETS[key];
  return `${target.isMaximum ? 'under' : 'above'} ${Number(fractionAsPercent(decimalOf(target.limit)))} %`;
}
