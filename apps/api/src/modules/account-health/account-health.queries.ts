// The account health reads: each marketplace's latest seller performance report and the reports
// of a period (account_health_reports by its primary key seller × marketplace × day), and the
// seller's latest day snapshot (account_health_snapshots by its primary key).
import { accountHealthReports, accountHealthSnapshots, desc, eq, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface StoredHealthReport {
  marketplaceId: string;
  day: string;
  healthRating: number | null;
  healthStatus: string | null;
  orderDefectRate: string | null;
  lateShipmentRate: string | null;
  preFulfillmentCancellationRate: string | null;
  validTrackingRate: string | null;
  policyViolations: Record<string, number> | null;
  /** The marketplace's part of the document as JSON text (numbers exactly as stored). */
  metrics: string;
}

type Row = {
  marketplace_id: string;
  day: string;
  health_rating: number | string | null;
  health_status: string | null;
  order_defect_rate: string | null;
  late_shipment_rate: string | null;
  pre_fulfillment_cancellation_rate: string | null;
  valid_tracking_rate: string | null;
  policy_violations: Record<string, number> | null;
  metrics: string;
};

const h = accountHealthReports;
const columns = sql`${h.marketplaceId} as marketplace_id, ${h.day}::text as day, ${h.healthRating} as health_rating,
  ${h.healthStatus} as health_status, ${h.orderDefectRate}::text as order_defect_rate,
  ${h.lateShipmentRate}::text as late_shipment_rate,
  ${h.preFulfillmentCancellationRate}::text as pre_fulfillment_cancellation_rate,
  ${h.validTrackingRate}::text as valid_tracking_rate, ${h.policyViolations} as policy_violations,
  ${h.metrics}::text as metrics`;

const reportOf = (row: Row): StoredHealthReport => ({
  marketplaceId: row.marketplace_id,
  day: row.day,
  healthRating: row.health_rating === null ? null : Number(row.health_rating),
  healthStatus: row.health_status,
  orderDefectRate: row.order_defect_rate,
  lateShipmentRate: row.late_shipment_rate,
  preFulfillmentCancellationRate: row.pre_fulfillment_cancellation_rate,
  validTrackingRate: row.valid_tracking_rate,
  policyViolations: row.policy_violations,
  metrics: row.metrics,
});

/** Each marketplace's latest report, by marketplace id. */
export async function findLatestHealthReports(reader: DatabaseReader, sellerId: string) {
  const { rows } = await reader.execute<Row>(sql`
    select distinct on (${h.marketplaceId}) ${columns}
    from ${h} where ${h.sellerId} = ${sellerId}
    order by ${h.marketplaceId}, ${h.day} desc`);
  return rows.map(reportOf);
}

/** The reports of [from, to], by marketplace and day; one marketplace when given. */
export async function findHealthReportsBetween(
  reader: DatabaseReader,
  target: { sellerId: string; from: string; to: string; marketplaceId?: string },
) {
  const marketplace =
    target.marketplaceId === undefined ? sql`` : sql`and ${h.marketplaceId} = ${target.marketplaceId}`;
  const { rows } = await reader.execute<Row>(sql`
    select ${columns}
    from ${h} where ${h.sellerId} = ${target.sellerId}
      and ${h.day} between ${target.from}::date and ${target.to}::date ${marketplace}
    order by ${h.marketplaceId}, ${h.day}`);
  return rows.map(reportOf);
}

export async function findLatestHealthSnapshot(reader: DatabaseReader, sellerId: string) {
  const s = accountHealthSnapshots;
  const [row] = await reader
    .select({
      day: sql<string>`${s.snapshotDate}::text`,
      orderDefectRate: sql<string>`${s.orderDefectRate}::text`,
      orderCount: s.orderCount,
      policyViolations: s.policyViolations,
    })
    .from(s)
    .where(eq(s.sellerId, sellerId))
    .orderBy(desc(s.snapshotDate))
    .limit(1);
  return row ?? null;
}
