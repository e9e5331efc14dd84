// A marketplace whose latest account health report rates the account at risk or critical, or
// where a health metric misses Amazon's target. The condition is the alert (no threshold).
import type { TAlertSeverity } from '@brandlens/contracts';
import { always, type AlertEvaluator } from '../alert-evaluator.ts';
import { availableWhen } from './alert-availability.ts';
import { compareDecimal, decimalOf, fractionAsPercent } from './alert-figures.ts';
import { loadSellerSubjects } from './alert-subjects.ts';
import { findLatestAccountHealth, hasAccountHealthReports } from './seller-central-alert-data.queries.ts';

/**
 * Amazon's targets (Seller Central help 'Monitor your account health', G200205250, and its
 * shipping performance pages): order defect rate under 1 %, pre-fulfilment cancellation rate
 * under 2.5 %, late shipment rate under 4 %, valid tracking rate above 95 %. As fractions, the
 * way the report stores them.
 */
export const ACCOUNT_HEALTH_TARGETS = {
  orderDefectRate: { label: 'order defect rate', limit: '0.01', isMaximum: true },
  preFulfillmentCancellationRate: { label: 'pre-fulfilment cancellation rate', limit: '0.025', isMaximum: true },
  lateShipmentRate: { label: 'late shipment rate', limit: '0.04', isMaximum: true },
  validTrackingRate: { label: 'valid tracking rate', limit: '0.95', isMaximum: false },
} as const;

/** Account Health Rating statuses that put selling at risk ('At Risk' and 'AT_RISK' alike). */
const AT_RISK_STATUSES = new Set(['AT_RISK', 'CRITICAL']);
const statusKey = (status: string) =>
  status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

export const NO_HEALTH_REASON =
  'Connect Amazon Seller Central: account health comes from its daily seller performance report';

const asPercent = (fraction: string) => fractionAsPercent(decimalOf(fraction));

export const accountHealthAtRiskEvaluator: AlertEvaluator = {
  type: 'account-health-at-risk',
  breaches: always,
  async availability({ db, sellerId }) {
    return availableWhen(await hasAccountHealthReports(db, sellerId), NO_HEALTH_REASON);
  },
  async evaluate({ db, sellerId }) {
    const reports = await findLatestAccountHealth(db, sellerId);
    const subjects = await loadSellerSubjects(db, sellerId);
    return reports.flatMap((report) => {
      const status = report.healthStatus === null ? null : statusKey(report.healthStatus);
      const problems: string[] = [];
      if (status !== null && AT_RISK_STATUSES.has(status)) {
        problems.push(
          `Account Health Rating ${status}${report.healthRating === null ? '' : ` (${report.healthRating})`}`,
        );
      }
      const figures: Record<string, string | number | null> = {
        day: report.day,
        healthStatus: report.healthStatus,
        healthRating: report.healthRating,
      };
      for (const [key, target] of Object.entries(ACCOUNT_HEALTH_TARGETS)) {
        const rate = report.rates[key as keyof typeof ACCOUNT_HEALTH_TARGETS];
        figures[`${key}Percent`] = rate === null ? null : asPercent(rate);
        if (rate === null) continue;
        const comparison = compareDecimal(decimalOf(rate), decimalOf(target.limit));
        if (target.isMaximum ? comparison > 0 : comparison < 0) {
          const bound = `${target.isMaximum ? 'under' : 'above'} ${Number(asPercent(target.limit))} %`;
          problems.push(`${target.label} ${asPercent(rate)} % (target ${bound})`);
        }
      }
      if (problems.length === 0) return [];
      const label = subjects.marketplaceLabel(report.marketplaceId);
      const severity: TAlertSeverity = status === 'CRITICAL' ? 'critical' : 'warning';
      return [
        {
          subjectKind: 'marketplace' as const,
          subjectKey: report.marketplaceId,
          subject: label,
          marketplaceId: report.marketplaceId,
          value: null,
          severity,
          title: `Account health at risk in ${label}`,
          message: `The account health report of ${report.day} for ${label}: ${problems.join('; ')}.`,
          figures: { ...figures, problems: problems.join('; ') },
        },
      ];
    });
  },
};
