import { describe, expect, it } from 'vitest';
import { demoAccountHealthDocuments, splitByWeights } from './demo-account-health.ts';
import { demoValuationSources } from './demo-valuation.ts';

type Metrics = {
  marketplaceId: string;
  accountHealthRating: { ahrScore: number };
  orderDefectRate: Record<'afn' | 'mfn', { orderCount: number; orderWithDefects: { count: number } }>;
  lateShipmentRate: { rate: number };
  [type: string]: unknown;
};
const UK = 'A1F83G8C2ARO7P';

describe('demo account health reports', () => {
  const { accountHealth } = demoValuationSources(7, '2025-11-01', '2026-04-30');
  const documents = demoAccountHealthDocuments(7, accountHealth);
  const metricsOf = (day: string) =>
    documents.filter((entry) => entry.day === day).map((entry) => entry.document.performanceMetrics[0] as Metrics);

  it('splits with largest remainders, summing to the total', () => {
    expect(splitByWeights(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 2.625, 0.875, 1.75, 1.75: floors 2, 0, 1, 1; the 3 left go to the largest remainders.
    expect(splitByWeights(7, [3, 1, 2, 2])).toEqual([2, 1, 2, 2]);
  });

  it("gives every snapshot's orders, defects and violations over the four marketplaces", () => {
    expect(documents).toHaveLength(accountHealth.length * 4);
    for (const snapshot of accountHealth) {
      const metrics = metricsOf(snapshot.snapshotDate);
      const channels = metrics.flatMap((entry) => [entry.orderDefectRate.afn, entry.orderDefectRate.mfn]);
      expect(channels.reduce((sum, channel) => sum + channel.orderCount, 0)).toBe(snapshot.orderCount);
      const defects = channels.reduce((sum, channel) => sum + channel.orderWithDefects.count, 0);
      expect(defects).toBe(Math.round(Number(snapshot.orderDefectRate) * snapshot.orderCount));
      const violations = metrics.flatMap((entry) =>
        Object.values(entry).flatMap((value) =>
          typeof value === 'object' && value !== null && 'defectsCount' in value ? [value.defectsCount as number] : [],
        ),
      );
      expect(violations.reduce((sum, count) => sum + count, 0)).toBe(snapshot.policyViolations);
    }
  });

  it('lets Amazon.co.uk slip in the last three weeks only', () => {
    const uk = (day: string) => metricsOf(day).find((entry) => entry.marketplaceId === UK)!;
    const days = accountHealth.map((snapshot) => snapshot.snapshotDate);
    for (const day of days.slice(-3)) {
      expect(uk(day).lateShipmentRate.rate).toBeGreaterThan(0.04);
      expect(uk(day).accountHealthRating.ahrScore).toBeLessThan(200);
    }
    for (const day of days.slice(0, -3)) {
      expect(uk(day).lateShipmentRate.rate).toBeLessThan(0.04);
      expect(uk(day).accountHealthRating.ahrScore).toBeGreaterThanOrEqual(200);
    }
  });
});
