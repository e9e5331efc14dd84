// The demo seller's seller performance reports, stored the way the health sync stores them: each
// document read by the sync's parser into account_health_reports, and each day's seller snapshot
// recomputed from that day's marketplaces (replacing the snapshot the valuation sources wrote, of
// the same orders and violations). One transaction; a second run replaces the first.
import { accountHealthReports, accountHealthSnapshots, sql, type Database } from '@brandlens/db';
import type { DemoHealthDocument } from '@brandlens/db/demo';
import {
  parseAccountHealthReport,
  sellerAccountHealth,
  type MarketplaceAccountHealth,
} from '../amazon-sp-api/account-health-report.ts';

const CHUNK = 200;

export async function replaceDemoAccountHealthReports(
  db: Database,
  sellerId: string,
  documents: readonly DemoHealthDocument[],
): Promise<{ reports: number; snapshots: number }> {
  const byDay = new Map<string, MarketplaceAccountHealth[]>();
  const reports = documents.flatMap(({ day, marketplaceId, document }) => {
    const health = parseAccountHealthReport(JSON.stringify(document)).find(
      (entry) => entry.marketplaceId === marketplaceId,
    );
    if (!health) return [];
    byDay.set(day, [...(byDay.get(day) ?? []), health]);
    return [
      {
        sellerId,
        marketplaceId,
        day,
        healthRating: health.healthRating,
        healthStatus: health.healthStatus,
        orderDefectRate: health.orderDefectRate,
        lateShipmentRate: health.lateShipmentRate,
        preFulfillmentCancellationRate: health.preFulfillmentCancellationRate,
        validTrackingRate: health.validTrackingRate,
        policyViolations: health.policyViolations,
        metrics: health.document,
      },
    ];
  });
  const snapshots = [...byDay].flatMap(([day, healths]) => {
    const snapshot = sellerAccountHealth(healths);
    return snapshot ? [{ sellerId, snapshotDate: day, ...snapshot }] : [];
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < reports.length; start += CHUNK) {
      await tx
        .insert(accountHealthReports)
        .values(reports.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [accountHealthReports.sellerId, accountHealthReports.marketplaceId, accountHealthReports.day],
          set: {
            healthRating: sql`excluded.health_rating`,
            healthStatus: sql`excluded.health_status`,
            orderDefectRate: sql`excluded.order_defect_rate`,
            lateShipmentRate: sql`excluded.late_shipment_rate`,
            preFulfillmentCancellationRate: sql`excluded.pre_fulfillment_cancellation_rate`,
            validTrackingRate: sql`excluded.valid_tracking_rate`,
            policyViolations: sql`excluded.policy_violations`,
            metrics: sql`excluded.metrics`,
          },
        });
    }
    for (let start = 0; start < snapshots.length; start += CHUNK) {
      await tx
        .insert(accountHealthSnapshots)
        .values(snapshots.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [accountHealthSnapshots.sellerId, accountHealthSnapshots.snapshotDate],
          set: {
            orderDefectRate: sql`excluded.order_defect_rate`,
            orderCount: sql`excluded.order_count`,
            policyViolations: sql`excluded.policy_violations`,
          },
        });
    }
  });
  return { reports: reports.length, snapshots: snapshots.length };
}
