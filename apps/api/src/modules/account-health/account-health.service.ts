// The account health page and the shell's banner: each marketplace's latest seller performance
// report against Amazon's targets, the seller's snapshot, the flag and the money at risk, read in
// one snapshot under one deadline. docs/account-health.md.
import type { TAccountHealth, TAccountHealthStatusSummary } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findLatestHealthReports, findLatestHealthSnapshot } from './account-health.queries.ts';
import { marketplaceHealthOf } from './account-health.serializer.ts';
import { flagOf, rateStatus, statusRank, worstStatus } from './account-health-status.ts';
import { readMoneyAtRisk } from './money-at-risk.service.ts';

export const ACCOUNT_HEALTH_READ_DEADLINE_MS = 15_000;

type Marketplaces = TAccountHealth['marketplaces'];
type Snapshot = TAccountHealth['seller'];

/** The worst marketplace; a seller with only a snapshot (no report yet) by its order defect rate. */
function flagFor(marketplaces: Marketplaces, snapshot: Snapshot): TAccountHealth['flag'] {
  if (marketplaces.length > 0) {
    const ranked = { healthy: 'ok', 'at-risk': 'at-risk', critical: 'critical' } as const;
    return flagOf(worstStatus(marketplaces.map((health) => ranked[health.flag])));
  }
  if (snapshot === null) return null;
  return flagOf(rateStatus('orderDefectRate', snapshot.orderDefectRate) ?? 'ok');
}

const latestDay = (marketplaces: Marketplaces, snapshot: Snapshot): string | null =>
  marketplaces.reduce<string | null>((day, health) => (day === null || health.day > day ? health.day : day), null) ??
  snapshot?.day ??
  null;

export async function getAccountHealth(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: { targetCurrency?: string },
  today = todayUtc(),
): Promise<TAccountHealth> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const currency = query.targetCurrency ?? auth.user.defaultCurrencyCode;
  const deadline = { ms: ACCOUNT_HEALTH_READ_DEADLINE_MS, what: 'The account health' };
  const read = await withReadDeadline(db, deadline, async (reader) => ({
    reports: await findLatestHealthReports(reader, seller.id),
    snapshot: await findLatestHealthSnapshot(reader, seller.id),
    moneyAtRisk: await readMoneyAtRisk(reader, seller.id, currency, today),
  }));
  const marketplaces = read.reports.map(marketplaceHealthOf);
  return {
    sellerId: seller.id,
    flag: flagFor(marketplaces, read.snapshot),
    day: latestDay(marketplaces, read.snapshot),
    marketplaces,
    seller: read.snapshot,
    moneyAtRisk: read.moneyAtRisk,
  };
}

/** The flag alone, for the banner every seller page shows: no ledger read. */
export async function getAccountHealthStatus(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TAccountHealthStatusSummary> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const deadline = { ms: ACCOUNT_HEALTH_READ_DEADLINE_MS, what: 'The account health status' };
  const read = await withReadDeadline(db, deadline, async (reader) => ({
    reports: await findLatestHealthReports(reader, seller.id),
    snapshot: await findLatestHealthSnapshot(reader, seller.id),
  }));
  const marketplaces = read.reports.map(marketplaceHealthOf);
  const problems = marketplaces.flatMap((health) =>
    health.metrics.flatMap((metric) =>
      metric.status === null || metric.status === 'ok'
        ? []
        : [{ marketplaceId: health.marketplaceId, key: metric.key, status: metric.status }],
    ),
  );
  problems.sort((a, b) => statusRank(b.status) - statusRank(a.status));
  return {
    sellerId: seller.id,
    flag: flagFor(marketplaces, read.snapshot),
    day: latestDay(marketplaces, read.snapshot),
    problems,
  };
}
