// Amazon's account health targets (docs/account-health.md names each source). Rates are fractions
// the way the seller performance report gives them (0.01 = 1 %); a rate on its target passes.

export const ACCOUNT_HEALTH_RATE_KEYS = [
  'orderDefectRate',
  'lateShipmentRate',
  'preFulfillmentCancellationRate',
  'validTrackingRate',
] as const;
export type TAccountHealthRateKey = (typeof ACCOUNT_HEALTH_RATE_KEYS)[number];

export interface AccountHealthRateTarget {
  label: string;
  /** A fraction as a decimal string. */
  limit: string;
  /** True: the rate must stay at or under the limit; false: at or above it. */
  isMaximum: boolean;
  source: string;
}

export const ACCOUNT_HEALTH_RATE_TARGETS: Record<TAccountHealthRateKey, AccountHealthRateTarget> = {
  orderDefectRate: {
    label: 'order defect rate',
    limit: '0.01',
    isMaximum: true,
    source: "Seller Central help 'Order Defect Rate': under 1 %, per fulfilment channel",
  },
  lateShipmentRate: {
    label: 'late shipment rate',
    limit: '0.04',
    isMaximum: true,
    source: "Seller Central help 'Late Shipment Rate': under 4 %",
  },
  preFulfillmentCancellationRate: {
    label: 'pre-fulfilment cancellation rate',
    limit: '0.025',
    isMaximum: true,
    source: "Seller Central help 'Pre-fulfilment cancel rate': under 2.5 %",
  },
  validTrackingRate: {
    label: 'valid tracking rate',
    limit: '0.95',
    isMaximum: false,
    source: "Seller Central help 'Valid Tracking Rate': above 95 %",
  },
};

/** Account Health Rating bands (Seller Central help 'Account Health Rating'). */
export const ACCOUNT_HEALTH_RATING_BANDS = {
  /** 200 to 1000: healthy. */
  healthyFrom: 200,
  /** 100 to 199: at risk; under 100: critical. */
  atRiskFrom: 100,
  source: "Seller Central help 'Account Health Rating': 200–1000 healthy, 100–199 at risk, 0–99 critical",
} as const;
