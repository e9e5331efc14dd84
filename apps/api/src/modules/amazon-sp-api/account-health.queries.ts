// The account health report per seller × marketplace × day, and the seller's
// day snapshot that brand valuation reads (account_health_snapshots: order
// defect rate as a fraction, orders in Amazon's window, open violations).
import { accountHealthReports, accountHealthSnapshots, and, eq, sql, type Database } from '@brandlens/db';
import type { MarketplaceAccountHealth } from './account-health-report.ts';

export interface AccountHealthDay {
  sellerId: string;
  /** The UTC day the report was asked for (YYYY-MM-DD). */
  day: string;
}

/** The marketplaces whose report of the day is stored. */
export async function findStoredHealthMarketplaces(db: Database, target: AccountHealthDay): Promise<Set<string>> {
  const rows = await db
    .select({ marketplaceId: accountHealthReports.marketplaceId })
    .from(accountHealthReports)
    .where(and(eq(accountHealthReports.sellerId, target.sellerId), eq(accountHealthReports.day, target.day)));
  return new Set(rows.map((row) => row.marketplaceId));
}

/** Stores (or replaces) the marketplace's report of the day. */
export async function saveAccountHealthReport(
  db: Database,
  target: AccountHealthDay,
  health: MarketplaceAccountHealth,
): Promise<void> {
  const values = {
    healthRating: health.healthRating,
    healthStatus: health.healthStatus,
    orderDefectRate: health.orderDefectRate,
    lateShipmentRate: health.lateShipmentRate,
    preFulfillmentCancellationRate: health.preFulfillmentCancellationRate,
    validTrackingRate: health.validTrackingRate,
    policyViolations: health.policyViolations,
    metrics: health.document,
  };
  await db
    .insert(accountHealthReports)
    .values({ sellerId: target.sellerId, marketplaceId: health.marketplaceId, day: target.day, ...values })
    .onConflictDoUpdate({
      target: [accountHealthReports.sellerId, accountHealthReports.marketplaceId, accountHealthReports.day],
      set: { ...values, fetchedAt: sql`now()` },
    });
}

/** Each stored marketplace document of the day, as JSON text (numbers exactly as stored). */
export async function findHealthDocumentsOfDay(db: Database, target: AccountHealthDay): Promise<string[]> {
  const rows = await db
    .select({ metrics: sql<string>`${accountHealthReports.metrics}::text` })
    .from(accountHealthReports)
    .where(and(eq(accountHealthReports.sellerId, target.sellerId), eq(accountHealthReports.day, target.day)))
    .orderBy(accountHealthReports.marketplaceId);
  return rows.map((row) => row.metrics);
}

export interface AccountHealthSnapshot {
  /** A fraction with six decimals (0.012000 = 1.2 %). */
  orderDefectRate: string;
  orderCount: number | null;
  policyViolations: number;
}

/** Stores (or replaces) the seller's snapshot of the day. */
export async function saveAccountHealthSnapshot(
  db: Database,
  target: AccountHealthDay,
  snapshot: AccountHealthSnapshot,
): Promise<void> {
  await db
    .insert(accountHealthSnapshots)
    .values({ sellerId: target.sellerId, snapshotDate: target.day, ...snapshot })
    .onConflictDoUpdate({
      target: [accountHealthSnapshots.sellerId, accountHealthSnapshots.snapshotDate],
      set: { ...snapshot, fetchedAt: sql`now()` },
    });
}
