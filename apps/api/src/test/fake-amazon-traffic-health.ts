// Sales and Traffic (GET_SALES_AND_TRAFFIC_REPORT) and seller performance
// (GET_V2_SELLER_PERFORMANCE_REPORT) documents for the fake Amazon, generated
// in the shapes of Amazon's examples (sellerSalesAndTrafficReport.json and the
// Airbyte sample; accountHealthReport-2020-11-18.json) and deterministic from
// the requested marketplace and day, so a test can compute what must be stored.
import type { FakeAmazon } from './fake-amazon.ts';

export const FAKE_TRAFFIC_SKUS = [
  { sku: 'TRF-RED-01', asin: 'B0TRAFFIC1', parentAsin: 'B0TRAFPRNT' },
  { sku: 'TRF-BLUE-02', asin: 'B0TRAFFIC2', parentAsin: 'B0TRAFPRNT' },
  { sku: 'TRF-MUG-03', asin: 'B0TRAFFIC3', parentAsin: 'B0TRAFFIC3' },
] as const;

const CURRENCIES: Record<string, string> = { A1PA6795UKMFR9: 'EUR', A1F83G8C2ARO7P: 'GBP', A2EUQ1WTGCTBG2: 'CAD' };

/** Installs both generators on the fake; `today` is the day a seller performance report is made on. */
export function installTrafficHealthReports(fake: FakeAmazon, options: { today?: () => string } = {}): void {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  fake.reportContent.set('GET_SALES_AND_TRAFFIC_REPORT', (request) => {
    const start = (request.dataStartTime ?? today()).slice(0, 10);
    const end = (request.dataEndTime ?? start).slice(0, 10);
    return JSON.stringify(fakeSalesTrafficDocument(request.marketplaceIds[0]!, start, end, request.reportOptions));
  });
  fake.reportContent.set('GET_V2_SELLER_PERFORMANCE_REPORT', (request) =>
    JSON.stringify(fakeSellerPerformanceDocument(request.marketplaceIds[0]!, today())),
  );
}

/** A small seeded generator (mulberry32) keyed by text. */
function random(key: string): (max: number) => number {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return (max) => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % (max + 1);
  };
}

/** Figures of one SKU on one day: amounts in cents, percentages in hundredths of a percent. */
export function fakeSkuDay(marketplaceId: string, day: string, index: number) {
  const next = random(`${marketplaceId}|${day}|${index}`);
  const unitsOrdered = next(9);
  const sessions = 5 + next(60);
  return {
    unitsOrdered,
    totalOrderItems: Math.max(0, unitsOrdered - next(2)),
    salesCents: unitsOrdered * (999 + next(3000)),
    sessions,
    pageViews: sessions + next(40),
    buyBoxHundredths: 5000 + next(5000),
  };
}

const amount = (cents: number, currencyCode: string) => ({ amount: cents / 100, currencyCode });
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10000) / whole) / 100);

function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= Date.parse(`${end}T00:00:00Z`); day += 86_400_000)
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

export function fakeSalesTrafficDocument(
  marketplaceId: string,
  start: string,
  end: string,
  reportOptions: Record<string, string> = { dateGranularity: 'DAY', asinGranularity: 'SKU' },
) {
  const currency = CURRENCIES[marketplaceId] ?? 'USD';
  const days = eachDay(start, end);
  const perDay = days.map((day) => FAKE_TRAFFIC_SKUS.map((_, index) => fakeSkuDay(marketplaceId, day, index)));
  const sum = (rows: ReturnType<typeof fakeSkuDay>[], key: keyof ReturnType<typeof fakeSkuDay>) =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    reportSpecification: {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions,
      dataStartTime: start,
      dataEndTime: end,
      marketplaceIds: [marketplaceId],
    },
    salesAndTrafficByDate: days.map((date, index) => {
      const rows = perDay[index]!;
      const next = random(`${marketplaceId}|${date}|account`);
      const units = sum(rows, 'unitsOrdered');
      const items = sum(rows, 'totalOrderItems');
      const cents = sum(rows, 'salesCents');
      const sessions = sum(rows, 'sessions') + next(30);
      const pageViews = sum(rows, 'pageViews') + next(50);
      const unitsRefunded = next(2);
      return {
        date,
        salesByDate: {
          orderedProductSales: amount(cents, currency),
          unitsOrdered: units,
          totalOrderItems: items,
          averageSalesPerOrderItem: amount(items === 0 ? 0 : Math.round(cents / items), currency),
          averageUnitsPerOrderItem: items === 0 ? 0 : Math.round((units * 100) / items) / 100,
          averageSellingPrice: amount(units === 0 ? 0 : Math.round(cents / units), currency),
          unitsRefunded,
          refundRate: percent(unitsRefunded, units),
          claimsGranted: 0,
          claimsAmount: amount(0, currency),
          shippedProductSales: amount(cents, currency),
          unitsShipped: units,
          ordersShipped: items,
        },
        trafficByDate: {
          browserPageViews: pageViews - Math.floor(pageViews / 3),
          mobileAppPageViews: Math.floor(pageViews / 3),
          pageViews,
          browserSessions: sessions - Math.floor(sessions / 4),
          mobileAppSessions: Math.floor(sessions / 4),
          sessions,
          buyBoxPercentage: (7000 + next(3000)) / 100,
          orderItemSessionPercentage: percent(items, sessions),
          unitSessionPercentage: percent(units, sessions),
          averageOfferCount: FAKE_TRAFFIC_SKUS.length,
          averageParentItems: 2,
          feedbackReceived: next(3),
          negativeFeedbackReceived: 0,
          receivedNegativeFeedbackRate: 0,
        },
      };
    }),
    salesAndTrafficByAsin: FAKE_TRAFFIC_SKUS.map((item, index) => {
      const rows = perDay.map((dayRows) => dayRows[index]!);
      const sessions = sum(rows, 'sessions');
      const pageViews = sum(rows, 'pageViews');
      const units = sum(rows, 'unitsOrdered');
      return {
        parentAsin: item.parentAsin,
        childAsin: item.asin,
        ...(reportOptions.asinGranularity === 'SKU' ? { sku: item.sku } : {}),
        salesByAsin: {
          unitsOrdered: units,
          orderedProductSales: amount(sum(rows, 'salesCents'), currency),
          totalOrderItems: sum(rows, 'totalOrderItems'),
        },
        trafficByAsin: {
          browserSessions: sessions - Math.floor(sessions / 4),
          mobileAppSessions: Math.floor(sessions / 4),
          sessions,
          browserSessionPercentage: 0.33,
          mobileAppSessionPercentage: 0.2,
          sessionPercentage: 0.26,
          browserPageViews: pageViews - Math.floor(pageViews / 3),
          mobileAppPageViews: Math.floor(pageViews / 3),
          pageViews,
          browserPageViewsPercentage: 0.41,
          mobileAppPageViewsPercentage: 0.2,
          pageViewsPercentage: 0.3,
          buyBoxPercentage: rows[0]!.buyBoxHundredths / 100,
          unitSessionPercentage: percent(units, sessions),
        },
      };
    }),
  };
}

const range = (from: string, to: string) => ({ reportingDateFrom: `${from}T00:00Z`, reportingDateTo: `${to}T23:59Z` });
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function orderDefects(next: (max: number) => number, day: string, fulfillmentType: 'afn' | 'mfn', scale: number) {
  const orderCount = scale + next(scale * 4);
  const claims = next(2);
  const chargebacks = next(1);
  const negativeFeedback = next(3);
  const count = claims + chargebacks + negativeFeedback;
  return {
    reportingDateRange: range(daysBefore(day, 74), daysBefore(day, 15)),
    orderCount,
    orderWithDefects: { count, status: 'GOOD' },
    claims: { count: claims, status: 'NONE' },
    chargebacks: { count: chargebacks, status: 'NONE' },
    negativeFeedback: { count: negativeFeedback, status: 'NONE' },
    fulfillmentType,
    status: 'GOOD',
    rate: Math.round((count * 10000) / orderCount) / 10000,
    targetValue: 0.01,
    targetCondition: 'LESS_THAN',
  };
}

const violation = (next: (max: number) => number, day: string, max: number) => {
  const defectsCount = next(max);
  return {
    reportingDateRange: range(daysBefore(day, 180), day),
    defectsCount,
    status: defectsCount === 0 ? 'GOOD' : 'BAD',
    targetValue: 0,
    targetCondition: 'EQUALS',
  };
};

export function fakeSellerPerformanceDocument(marketplaceId: string, day: string) {
  const next = random(`${marketplaceId}|${day}|health`);
  const ahrScore = 180 + next(820);
  const rate = (value: number, target: number, condition: string) => ({
    reportingDateRange: range(daysBefore(day, 29), day),
    status: 'GOOD',
    rate: value,
    targetValue: target,
    targetCondition: condition,
  });
  return {
    accountStatuses: [{ marketplaceId, status: ahrScore >= 200 ? 'NORMAL' : 'AT_RISK' }],
    performanceMetrics: [
      {
        marketplaceId,
        accountHealthRating: {
          ahrStatus: ahrScore >= 200 ? 'GOOD' : 'AT_RISK',
          ahrScore,
          reportingDateRange: range(daysBefore(day, 180), day),
        },
        orderDefectRate: { afn: orderDefects(next, day, 'afn', 800), mfn: orderDefects(next, day, 'mfn', 60) },
        lateShipmentRate: { ...rate(next(300) / 10000, 0.04, 'LESS_THAN'), orderCount: 400, lateShipmentCount: 3 },
        preFulfillmentCancellationRate: { ...rate(next(90) / 10000, 0.025, 'LESS_THAN'), orderCount: 300 },
        validTrackingRate: { ...rate((9500 + next(500)) / 10000, 0.95, 'GREATER_THAN'), shipmentCount: 380 },
        onTimeDeliveryRate: { ...rate(0.97, 0.9, 'GREATER_THAN'), shipmentCountWithValidTracking: 370 },
        invoiceDefectRate: { ...rate(0, 0.05, 'LESS_THAN'), orderCount: 0 },
        listingPolicyViolations: violation(next, day, 2),
        productAuthenticityCustomerComplaints: violation(next, day, 1),
        productConditionCustomerComplaints: violation(next, day, 1),
        productSafetyCustomerComplaints: violation(next, day, 1),
        receivedIntellectualPropertyComplaints: violation(next, day, 2),
        suspectedIntellectualPropertyViolations: violation(next, day, 1),
        restrictedProductPolicyViolations: violation(next, day, 1),
        foodAndProductSafetyIssues: violation(next, day, 0),
        customerProductReviewsPolicyViolations: violation(next, day, 1),
        otherPolicyViolations: violation(next, day, 1),
        documentRequests: violation(next, day, 3),
        policyViolationWarnings: { warningsCount: next(2), reportingDateRange: range(daysBefore(day, 180), day) },
        warningStates: [],
      },
    ],
  };
}
