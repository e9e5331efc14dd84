// The account health trend: each metric of each marketplace per report day over the last months,
// with Amazon's targets for the chart's target lines. docs/account-health.md.
import {
  ACCOUNT_HEALTH_RATE_KEYS,
  ACCOUNT_HEALTH_RATE_TARGETS,
  ACCOUNT_HEALTH_RATING_BANDS,
  type TAccountHealthKpis,
  type TAccountHealthKpisQuery,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findHealthReportsBetween, type StoredHealthReport } from './account-health.queries.ts';
import { ACCOUNT_HEALTH_READ_DEADLINE_MS } from './account-health.service.ts';

const TARGETS: TAccountHealthKpis['targets'] = [
  ...ACCOUNT_HEALTH_RATE_KEYS.map((key) => {
    const { limit, isMaximum, source } = ACCOUNT_HEALTH_RATE_TARGETS[key];
    return { key, limit, isMaximum, source };
  }),
  {
    key: 'accountHealthRating',
    limit: String(ACCOUNT_HEALTH_RATING_BANDS.healthyFrom),
    isMaximum: false,
    source: ACCOUNT_HEALTH_RATING_BANDS.source,
  },
];

/** `months` calendar months back from today, the same day of the month (clamped). */
export function monthsBack(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastOfMonth))).toISOString().slice(0, 10);
}

const violationsOf = (report: StoredHealthReport) =>
  report.policyViolations === null || Object.keys(report.policyViolations).length === 0
    ? null
    : Object.values(report.policyViolations).reduce((sum, count) => sum + count, 0);

export async function getAccountHealthKpis(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TAccountHealthKpisQuery,
  today = todayUtc(),
): Promise<TAccountHealthKpis> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const from = monthsBack(today, query.months);
  const deadline = { ms: ACCOUNT_HEALTH_READ_DEADLINE_MS, what: 'The account health trend' };
  const reports = await withReadDeadline(db, deadline, (reader) =>
    findHealthReportsBetween(reader, { sellerId: seller.id, from, to: today, marketplaceId: query.marketplace }),
  );
  const byMarketplace = new Map<string, TAccountHealthKpis['marketplaces'][number]['points']>();
  for (const report of reports) {
    const points = byMarketplace.get(report.marketplaceId) ?? [];
    points.push({
      day: report.day,
      orderDefectRate: report.orderDefectRate,
      lateShipmentRate: report.lateShipmentRate,
      preFulfillmentCancellationRate: report.preFulfillmentCancellationRate,
      validTrackingRate: report.validTrackingRate,
      accountHealthRating: report.healthRating,
      policyViolations: violationsOf(report),
    });
    byMarketplace.set(report.marketplaceId, points);
  }
  return {
    sellerId: seller.id,
    from,
    to: today,
    marketplaces: [...byMarketplace].map(([marketplaceId, points]) => ({ marketplaceId, points })),
    targets: TARGETS,
  };
}
