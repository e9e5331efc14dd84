// Seller performance reports for the account health tests, stored the way the health sync stores
// them (the sync's parser, then the day's seller snapshot from every marketplace of the day).
// Every figure the tests assert is worked out by hand from these documents in docs/account-health.md.
import type { Database } from '@brandlens/db';
import { parseAccountHealthReport, sellerAccountHealth } from '../amazon-sp-api/account-health-report.ts';
import {
  findHealthDocumentsOfDay,
  saveAccountHealthReport,
  saveAccountHealthSnapshot,
} from '../amazon-sp-api/account-health.queries.ts';

export const US = 'ATVPDKIKX0DER';
export const UK = 'A1F83G8C2ARO7P';

const range = (from: string, to: string) => ({ reportingDateFrom: `${from}T00:00Z`, reportingDateTo: `${to}T23:59Z` });

/** One channel: orders and its defects as [negative feedback, claims, chargebacks]. */
const channel = (orderCount: number, [feedback, claims, chargebacks]: [number, number, number]) => ({
  reportingDateRange: range('2024-01-18', '2024-03-17'),
  orderCount,
  orderWithDefects: { count: feedback + claims + chargebacks },
  negativeFeedback: { count: feedback },
  claims: { count: claims },
  chargebacks: { count: chargebacks },
  rate: Math.round(((feedback + claims + chargebacks) * 10_000) / orderCount) / 10_000,
});

export interface ReportFigures {
  score: number;
  status: string;
  afn: [orders: number, defects: [number, number, number]];
  mfn?: [orders: number, defects: [number, number, number]];
  /** [late, cancelled, valid tracking] of `mfn` orders (100 when no mfn). */
  shipping: [number, number, number];
  violations: Record<string, number>;
}

export function healthDocument(marketplaceId: string, figures: ReportFigures) {
  const shipped = figures.mfn?.[0] ?? 100;
  const [late, cancelled, tracked] = figures.shipping;
  const violations = Object.fromEntries(
    Object.entries(figures.violations).map(([type, defectsCount]) => [type, { defectsCount, targetValue: 0 }]),
  );
  return {
    accountStatuses: [{ marketplaceId, status: 'NORMAL' }],
    performanceMetrics: [
      {
        marketplaceId,
        accountHealthRating: {
          ahrScore: figures.score,
          ahrStatus: figures.status,
          reportingDateRange: range('2023-10-04', '2024-03-31'),
        },
        orderDefectRate: {
          afn: channel(...figures.afn),
          ...(figures.mfn ? { mfn: channel(...figures.mfn) } : {}),
        },
        lateShipmentRate: {
          reportingDateRange: range('2024-03-02', '2024-03-31'),
          orderCount: shipped,
          lateShipmentCount: late,
          rate: late / shipped,
        },
        preFulfillmentCancellationRate: {
          reportingDateRange: range('2024-03-25', '2024-03-31'),
          orderCount: shipped,
          cancellationCount: cancelled,
          rate: cancelled / shipped,
        },
        validTrackingRate: {
          reportingDateRange: range('2024-03-02', '2024-03-31'),
          shipmentCount: shipped,
          validTrackingCount: tracked,
          rate: tracked / shipped,
        },
        ...violations,
      },
    ],
  };
}

/** Stores the marketplaces' reports of `day` and the day's seller snapshot, as the sync does. */
export async function storeHealthDay(
  db: Database,
  target: { sellerId: string; day: string },
  reports: ReadonlyArray<[marketplaceId: string, figures: ReportFigures]>,
): Promise<void> {
  for (const [marketplaceId, figures] of reports) {
    const [health] = parseAccountHealthReport(JSON.stringify(healthDocument(marketplaceId, figures)));
    if (!health) throw new Error('no health parsed');
    await saveAccountHealthReport(db, target, health);
  }
  const documents = await findHealthDocumentsOfDay(db, target);
  const snapshot = sellerAccountHealth(documents.flatMap((text) => parseAccountHealthReport(text)));
  if (snapshot) await saveAccountHealthSnapshot(db, target, snapshot);
}
