// The seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT, JSON;
// Amazon's schema accountHealthReport-2020-11-18.json): per marketplace, the
// Account Health Rating, the order defect rate of Amazon-fulfilled (afn) and
// merchant-fulfilled (mfn) orders, the shipping rates and the policy
// violation counts. Amazon adds and drops metrics over time, so each is
// optional (null when left out); a document without performanceMetrics is not
// this report.
import { divideRounded, formatDecimal, parseDecimal, pow10, rescale, type Decimal } from '@brandlens/reporting-core';
import { z } from 'zod';
import { firstIssue, parseJsonKeepingNumbers, ZJsonCount, ZJsonDecimal } from './report-json-document.ts';

export const ACCOUNT_HEALTH_REPORT_TYPE = 'GET_V2_SELLER_PERFORMANCE_REPORT';

/** The categories counted as open policy violations (documentRequests and warnings are not violations). */
export const POLICY_VIOLATION_METRICS = [
  'listingPolicyViolations',
  'productAuthenticityCustomerComplaints',
  'productConditionCustomerComplaints',
  'productSafetyCustomerComplaints',
  'receivedIntellectualPropertyComplaints',
  'suspectedIntellectualPropertyViolations',
  'restrictedProductPolicyViolations',
  'foodAndProductSafetyIssues',
  'customerProductReviewsPolicyViolations',
  'otherPolicyViolations',
] as const;

/** Rates are stored with six decimal places (account_health_* numeric(9, 6)). */
const RATE_SCALE = 6;

export class AccountHealthReportError extends Error {
  constructor(reason: string) {
    super(`Seller performance report refused: ${reason}`);
    this.name = 'AccountHealthReportError';
  }
}

const ZRate = z.object({ rate: ZJsonDecimal.optional() });
const ZOrderDefects = ZRate.extend({
  orderCount: ZJsonCount.optional(),
  orderWithDefects: z.object({ count: ZJsonCount.optional() }).optional(),
});
const ZViolation = z.object({ defectsCount: ZJsonCount.optional() });
const violationShape = Object.fromEntries(POLICY_VIOLATION_METRICS.map((name) => [name, ZViolation.optional()])) as {
  [name in (typeof POLICY_VIOLATION_METRICS)[number]]: z.ZodOptional<typeof ZViolation>;
};

const ZPerformanceMetrics = z
  .object({
    marketplaceId: z.string().min(1),
    accountHealthRating: z
      .object({
        ahrStatus: z.string().optional(),
        accountHealthRatingStatus: z.string().optional(),
        // A number, or its text as some documents write it.
        ahrScore: ZJsonDecimal.optional(),
      })
      .optional(),
    orderDefectRate: z.object({ afn: ZOrderDefects.optional(), mfn: ZOrderDefects.optional() }).optional(),
    lateShipmentRate: ZRate.optional(),
    preFulfillmentCancellationRate: ZRate.optional(),
    // The 2020-11-18 schema's own example spells it so.
    prefulfillmentCancelRate: ZRate.optional(),
    validTrackingRate: ZRate.optional(),
  })
  .extend(violationShape);
type TPerformanceMetrics = z.infer<typeof ZPerformanceMetrics>;

const ZSellerPerformanceDocument = z.object({
  accountStatuses: z.array(z.object({ marketplaceId: z.string(), status: z.string().optional() })).optional(),
  performanceMetrics: z.array(ZPerformanceMetrics),
});

/** Orders and defects of one fulfilment channel of one marketplace. */
export interface OrderDefectPart {
  orderCount: number | null;
  defectCount: number | null;
  /** Exact decimal text, a fraction (0.009 = 0.9 %). */
  rate: string | null;
}

export interface MarketplaceAccountHealth {
  marketplaceId: string;
  /** NORMAL, AT_RISK, DEACTIVATED (accountStatuses). */
  accountStatus: string | null;
  /** Account Health Rating 0 to 1000, when Amazon gives it. */
  healthRating: number | null;
  healthStatus: string | null;
  orderDefectParts: OrderDefectPart[];
  /** afn and mfn together, a fraction with six decimals. */
  orderDefectRate: string | null;
  orderCount: number | null;
  lateShipmentRate: string | null;
  preFulfillmentCancellationRate: string | null;
  validTrackingRate: string | null;
  /** defectsCount per violation category the report gives. */
  policyViolations: Record<string, number>;
  /**
   * This marketplace's part of the document as Amazon wrote it (its accountStatuses entry and its
   * performanceMetrics entry): itself a document of this report, which this parser reads again.
   */
  document: { accountStatuses?: unknown[]; performanceMetrics: unknown[] };
}

/** Reads the document; throws AccountHealthReportError when it is not JSON or not this report. */
export function parseAccountHealthReport(text: string): MarketplaceAccountHealth[] {
  let json: unknown;
  try {
    json = parseJsonKeepingNumbers(text);
  } catch (error) {
    throw new AccountHealthReportError(`the document is not JSON (${(error as Error).message})`);
  }
  const parsed = ZSellerPerformanceDocument.safeParse(json);
  if (!parsed.success) throw new AccountHealthReportError(firstIssue(parsed.error));
  const statuses = new Map(parsed.data.accountStatuses?.map((entry) => [entry.marketplaceId, entry.status]));
  // Parsed once more with plain numbers, to keep each marketplace's part as Amazon wrote it.
  const plain = JSON.parse(text) as { accountStatuses?: { marketplaceId: string }[]; performanceMetrics: unknown[] };
  return parsed.data.performanceMetrics.map((metrics, index) => {
    const parts = defectPartsOf(metrics);
    const combined = combineOrderDefects(parts);
    const rating = metrics.accountHealthRating;
    return {
      marketplaceId: metrics.marketplaceId,
      accountStatus: statuses.get(metrics.marketplaceId) ?? null,
      healthRating: rating?.ahrScore === undefined ? null : Math.round(Number(rating.ahrScore)),
      healthStatus: rating?.ahrStatus ?? rating?.accountHealthRatingStatus ?? null,
      orderDefectParts: parts,
      orderDefectRate: combined.rate,
      orderCount: combined.orderCount,
      lateShipmentRate: rateOf(metrics.lateShipmentRate?.rate),
      preFulfillmentCancellationRate: rateOf(
        (metrics.preFulfillmentCancellationRate ?? metrics.prefulfillmentCancelRate)?.rate,
      ),
      validTrackingRate: rateOf(metrics.validTrackingRate?.rate),
      policyViolations: policyViolationsOf(metrics),
      document: {
        ...(plain.accountStatuses
          ? { accountStatuses: plain.accountStatuses.filter((entry) => entry.marketplaceId === metrics.marketplaceId) }
          : {}),
        performanceMetrics: [plain.performanceMetrics[index]],
      },
    };
  });
}

function defectPartsOf(metrics: TPerformanceMetrics): OrderDefectPart[] {
  const channels = [metrics.orderDefectRate?.afn, metrics.orderDefectRate?.mfn];
  return channels.flatMap((channel) => {
    if (!channel) return [];
    const part = {
      orderCount: channel.orderCount ?? null,
      defectCount: channel.orderWithDefects?.count ?? null,
      rate: channel.rate ?? null,
    };
    if (part.orderCount !== null && part.defectCount !== null && part.defectCount > part.orderCount)
      throw new AccountHealthReportError(
        `${metrics.marketplaceId}: ${part.defectCount} orders with defects of ${part.orderCount} orders`,
      );
    return [part];
  });
}

function policyViolationsOf(metrics: TPerformanceMetrics): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of POLICY_VIOLATION_METRICS) {
    const count = metrics[name]?.defectsCount;
    if (count !== undefined) counts[name] = count;
  }
  return counts;
}

/** The sum of the violation counts (0 when the report gives none). */
export const totalPolicyViolations = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * One order defect rate over several parts (afn and mfn of a marketplace, or every marketplace
 * of a seller): orders with defects over orders, exactly, to six decimals. A part that gives its
 * orders and a rate but no defect count weighs its rate by its orders; without any orders to
 * weigh by, a single part's rate is used as it is, and several cannot be combined (null).
 */
export function combineOrderDefects(parts: readonly OrderDefectPart[]): {
  rate: string | null;
  orderCount: number | null;
} {
  const weighed = parts.filter((part) => part.orderCount !== null && (part.defectCount ?? part.rate) !== null);
  if (weighed.length > 0) {
    const orders = weighed.reduce((sum, part) => sum + BigInt(part.orderCount!), 0n);
    const defects = sumDecimals(
      weighed.map((part) => {
        if (part.defectCount !== null) return { units: BigInt(part.defectCount), scale: 0 };
        const rate = parseDecimal(part.rate!);
        return { units: rate.units * BigInt(part.orderCount!), scale: rate.scale };
      }),
    );
    const rate = orders === 0n ? 0n : divideRounded(defects.units * pow10(RATE_SCALE), orders * pow10(defects.scale));
    return { rate: formatDecimal({ units: rate, scale: RATE_SCALE }), orderCount: Number(orders) };
  }
  const rated = parts.filter((part) => part.rate !== null);
  return { rate: rated.length === 1 ? rateOf(rated[0]!.rate ?? undefined) : null, orderCount: null };
}

function sumDecimals(values: readonly Decimal[]): Decimal {
  const scale = Math.max(0, ...values.map((value) => value.scale));
  const units = values.reduce((sum, value) => sum + value.units * pow10(scale - value.scale), 0n);
  return { units, scale };
}

/** A rate to six decimals, rounded half away from zero. */
function rateOf(rate: string | undefined): string | null {
  if (rate === undefined) return null;
  return formatDecimal(rescale(parseDecimal(rate), RATE_SCALE));
}

/**
 * The seller's snapshot of a day (account_health_snapshots) from its marketplaces' reports: the
 * order defect rate over every marketplace's afn and mfn orders together, those orders, and the
 * violation counts summed (Amazon counts them per marketplace). Null when the reports give no
 * order defect rate or no violation count: brand valuation then says it has no data.
 */
export function sellerAccountHealth(
  marketplaces: readonly MarketplaceAccountHealth[],
): { orderDefectRate: string; orderCount: number | null; policyViolations: number } | null {
  const combined = combineOrderDefects(marketplaces.flatMap((health) => health.orderDefectParts));
  const hasViolationCounts = marketplaces.some((health) => Object.keys(health.policyViolations).length > 0);
  if (combined.rate === null || !hasViolationCounts) return null;
  // A rate Amazon gave alone, above 1, is not a fraction of orders.
  if (parseDecimal(combined.rate).units > pow10(RATE_SCALE)) return null;
  return {
    orderDefectRate: combined.rate,
    orderCount: combined.orderCount,
    policyViolations: marketplaces.reduce((sum, health) => sum + totalPolicyViolations(health.policyViolations), 0),
  };
}
