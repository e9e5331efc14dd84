// Words and colours of the account health page: keys from the API, labels here.
import type { TAccountHealthFlag, TAccountHealthMetricKey, TAccountHealthStatus } from '@brandlens/contracts';

export const METRIC_LABELS: Record<TAccountHealthMetricKey, string> = {
  orderDefectRate: 'Order defect rate',
  lateShipmentRate: 'Late shipment rate',
  preFulfillmentCancellationRate: 'Pre-fulfilment cancellation rate',
  validTrackingRate: 'Valid tracking rate',
  accountHealthRating: 'Account Health Rating',
};

/** Amazon's policy categories (the seller performance report's names). */
const VIOLATION_LABELS: Record<string, string> = {
  listingPolicyViolations: 'Listing policy',
  productAuthenticityCustomerComplaints: 'Product authenticity complaints',
  productConditionCustomerComplaints: 'Product condition complaints',
  productSafetyCustomerComplaints: 'Product safety complaints',
  receivedIntellectualPropertyComplaints: 'Intellectual property complaints',
  suspectedIntellectualPropertyViolations: 'Suspected intellectual property violations',
  restrictedProductPolicyViolations: 'Restricted products',
  foodAndProductSafetyIssues: 'Food and product safety',
  customerProductReviewsPolicyViolations: 'Customer product reviews policy',
  otherPolicyViolations: 'Other policy violations',
};
export const violationLabel = (type: string): string => VIOLATION_LABELS[type] ?? type;

export const STATUS_COLORS: Record<TAccountHealthStatus, string> = { ok: 'teal', 'at-risk': 'yellow', critical: 'red' };
export const STATUS_LABELS: Record<TAccountHealthStatus, string> = {
  ok: 'On target',
  'at-risk': 'At risk',
  critical: 'Critical',
};
export const FLAG_COLORS: Record<TAccountHealthFlag, string> = {
  healthy: 'teal',
  'at-risk': 'yellow',
  critical: 'red',
};
export const FLAG_LABELS: Record<TAccountHealthFlag, string> = {
  healthy: 'Healthy',
  'at-risk': 'At risk',
  critical: 'Critical',
};

/** A fraction as a percentage with two decimals: '0.009200' → '0.92 %'. Display only. */
export function ratePercent(fraction: string | null): string {
  if (fraction === null) return 'not reported';
  return `${(Number(fraction) * 100).toFixed(2)} %`;
}

/** A metric's value as shown: a rate in percent, the rating as a score. */
export function metricValueText(key: TAccountHealthMetricKey, value: string | null): string {
  if (value === null) return 'not reported';
  return key === 'accountHealthRating' ? value : ratePercent(value);
}

export const CHANNEL_LABELS = { afn: 'Fulfilled by Amazon', mfn: 'Fulfilled by you' } as const;
