import { describe, expect, it } from 'vitest';
import { fakeSellerPerformanceDocument } from '../../test/fake-amazon-traffic-health.ts';
import {
  AccountHealthReportError,
  combineOrderDefects,
  parseAccountHealthReport,
  sellerAccountHealth,
} from './account-health-report.ts';

// The seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT). ../shared/samples holds no
// recorded document of it, so these documents follow Amazon's schema and its example's shape
// (accountHealthReport-2020-11-18.json), including that example's own spellings.
const US = 'ATVPDKIKX0DER';
const range = { reportingDateFrom: '2026-09-06T00:00Z', reportingDateTo: '2026-11-04T23:59Z' };
const defects = (orderCount: number, count: number, rate: number) => ({
  reportingDateRange: range,
  orderCount,
  orderWithDefects: { count, status: 'GOOD' },
  claims: { count: 0, status: 'NONE' },
  chargebacks: { count: 0, status: 'NONE' },
  negativeFeedback: { count, status: 'NONE' },
  status: 'GOOD',
  rate,
  targetValue: 0.01,
  targetCondition: 'LESS_THAN',
});
const violations = (defectsCount: number) => ({
  reportingDateRange: range,
  defectsCount,
  status: defectsCount ? 'BAD' : 'GOOD',
  targetValue: 0,
  targetCondition: 'EQUALS',
});

/** A 2020-11-18-shaped document: rating status without a score, the example's 'prefulfillmentCancelRate'. */
const olderShape = {
  accountStatuses: [
    { marketplaceId: US, status: 'AT_RISK' },
    { marketplaceId: 'A2EUQ1WTGCTBG2', status: 'NORMAL' },
  ],
  performanceMetrics: [
    {
      marketplaceId: US,
      accountHealthRating: { ahrStatus: 'WARNED', reportingDateRange: range },
      orderDefectRate: { mfn: defects(412000, 1030, 0.0025), afn: defects(98000, 47, 0.0005) },
      lateShipmentRate: {
        reportingDateRange: range,
        orderCount: 712400,
        lateShipmentCount: 22825,
        rate: 0.03203973037,
      },
      prefulfillmentCancelRate: { reportingDateRange: range, orderCount: 15200, cancellationCount: 76, rate: 0.005 },
      validTrackingRate: { reportingDateRange: range, shipmentCount: 700100, validTrackingCount: 667195, rate: 0.953 },
      listingPolicyViolations: violations(4),
      receivedIntellectualPropertyComplaints: violations(2),
      productSafetyCustomerComplaints: violations(0),
      documentRequests: violations(7),
      warningState: [{ warningType: 'spammingSellerMessaging', status: 'BAD' }],
    },
  ],
};

describe('seller performance report parser', () => {
  it('reads the headline figures, with afn and mfn orders combined into one order defect rate', () => {
    const [health] = parseAccountHealthReport(JSON.stringify(olderShape));
    expect(health).toMatchObject({
      marketplaceId: US,
      accountStatus: 'AT_RISK',
      healthRating: null,
      healthStatus: 'WARNED',
      // (1030 + 47) / (412000 + 98000) = 0.0021117647...
      orderDefectRate: '0.002112',
      orderCount: 510000,
      lateShipmentRate: '0.032040',
      preFulfillmentCancellationRate: '0.005000',
      validTrackingRate: '0.953000',
      // documentRequests ask for papers: not a violation.
      policyViolations: {
        listingPolicyViolations: 4,
        receivedIntellectualPropertyComplaints: 2,
        productSafetyCustomerComplaints: 0,
      },
    });
    expect(health!.document.accountStatuses).toEqual([{ marketplaceId: US, status: 'AT_RISK' }]);
  });

  it('keeps each marketplace part as a document of the report that reads back to the same figures', () => {
    const [health] = parseAccountHealthReport(JSON.stringify(olderShape));
    const [again] = parseAccountHealthReport(JSON.stringify(health!.document));
    const { document: _first, ...figures } = health!;
    const { document: _second, ...figuresAgain } = again!;
    expect(figuresAgain).toEqual(figures);
    expect(JSON.stringify(health!.document.performanceMetrics[0])).toContain('"warningState"');
  });

  it('reads the current shape (ahrScore, the later violation categories) the fake writes', () => {
    const document = fakeSellerPerformanceDocument(US, '2026-11-20');
    const metrics = document.performanceMetrics[0]!;
    const [health] = parseAccountHealthReport(JSON.stringify(document));
    const { afn, mfn } = metrics.orderDefectRate;
    const orders = afn.orderCount + mfn.orderCount;
    const defectCount = BigInt(afn.orderWithDefects.count + mfn.orderWithDefects.count);
    const expected = (defectCount * 2_000_000n + BigInt(orders)) / (2n * BigInt(orders));
    expect(health!.orderDefectRate).toBe(`0.${expected.toString().padStart(6, '0')}`);
    expect(health!.orderCount).toBe(orders);
    expect(health!.healthRating).toBe(metrics.accountHealthRating.ahrScore);
    expect(Object.keys(health!.policyViolations)).toHaveLength(10);
    expect(health!.policyViolations.customerProductReviewsPolicyViolations).toBe(
      metrics.customerProductReviewsPolicyViolations.defectsCount,
    );
  });

  it('reads a rating score written as text', () => {
    const text = JSON.stringify({
      performanceMetrics: [{ marketplaceId: US, accountHealthRating: { ahrScore: '245' } }],
    });
    expect(parseAccountHealthReport(text)[0]!.healthRating).toBe(245);
  });

  it('reads the metrics Amazon leaves out as null', () => {
    const [health] = parseAccountHealthReport(JSON.stringify({ performanceMetrics: [{ marketplaceId: US }] }));
    expect(health).toMatchObject({
      accountStatus: null,
      healthRating: null,
      healthStatus: null,
      orderDefectParts: [],
      orderDefectRate: null,
      orderCount: null,
      lateShipmentRate: null,
      policyViolations: {},
    });
  });

  it('refuses what is not this report, with the reason', () => {
    const refused = (text: string) => () => parseAccountHealthReport(text);
    expect(refused('<html>Service Unavailable</html>')).toThrow(AccountHealthReportError);
    expect(refused('<html>Service Unavailable</html>')).toThrow(
      'Seller performance report refused: the document is not JSON',
    );
    expect(refused(JSON.stringify({ salesAndTrafficByDate: [] }))).toThrow('performanceMetrics');
    expect(refused(JSON.stringify({ performanceMetrics: [{ lateShipmentRate: { rate: 0.1 } }] }))).toThrow(
      'performanceMetrics.0.marketplaceId',
    );
    expect(
      refused(JSON.stringify({ performanceMetrics: [{ marketplaceId: US, lateShipmentRate: { rate: 'low' } }] })),
    ).toThrow('performanceMetrics.0.lateShipmentRate.rate');
    const impossible = {
      marketplaceId: US,
      orderDefectRate: { afn: { orderCount: 3, orderWithDefects: { count: 5 } } },
    };
    expect(refused(JSON.stringify({ performanceMetrics: [impossible] }))).toThrow('5 orders with defects of 3 orders');
  });
});

describe('order defect rate of several parts', () => {
  it('weighs a rate by its orders when the defect count is missing, exactly', () => {
    expect(
      combineOrderDefects([
        { orderCount: 1000, defectCount: null, rate: '0.003' },
        { orderCount: 3000, defectCount: 9, rate: null },
      ]),
    ).toEqual({ rate: '0.003000', orderCount: 4000 });
  });

  it('uses a lone rate as given, cannot combine rates without orders, and has no defects without orders', () => {
    expect(combineOrderDefects([{ orderCount: null, defectCount: null, rate: '0.0123456789' }])).toEqual({
      rate: '0.012346',
      orderCount: null,
    });
    const rateOnly = { orderCount: null, defectCount: null, rate: '0.01' };
    expect(combineOrderDefects([rateOnly, rateOnly])).toEqual({ rate: null, orderCount: null });
    expect(combineOrderDefects([{ orderCount: 0, defectCount: 0, rate: '0' }])).toEqual({
      rate: '0.000000',
      orderCount: 0,
    });
    expect(combineOrderDefects([])).toEqual({ rate: null, orderCount: null });
  });

  it('makes the seller snapshot over every marketplace: orders pooled, violations summed', () => {
    const usa = parseAccountHealthReport(JSON.stringify(olderShape));
    const canada = parseAccountHealthReport(
      JSON.stringify({
        performanceMetrics: [
          {
            marketplaceId: 'A2EUQ1WTGCTBG2',
            orderDefectRate: { afn: defects(90000, 23, 0.0003) },
            otherPolicyViolations: violations(1),
          },
        ],
      }),
    );
    // (1030 + 47 + 23) / (412000 + 98000 + 90000) = 0.0018333...
    expect(sellerAccountHealth([...usa, ...canada])).toEqual({
      orderDefectRate: '0.001833',
      orderCount: 600000,
      policyViolations: 7,
    });
    const noDefectRate = parseAccountHealthReport(
      JSON.stringify({ performanceMetrics: [{ marketplaceId: US, otherPolicyViolations: violations(1) }] }),
    );
    expect(sellerAccountHealth(noDefectRate)).toBeNull();
  });
});
