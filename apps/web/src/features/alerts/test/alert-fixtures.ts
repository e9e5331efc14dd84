import {
  ALERT_TYPE_DEFINITIONS,
  type TAlert,
  type TAlertCounts,
  type TAlertPage,
  type TAlertTypeInfo,
} from '@brandlens/contracts';

// Bodies the alert endpoints answer with in the feature's tests, shaped by the contracts.

export const LOW_STOCK_ID = '5a000000-0000-4000-8000-000000000001';
export const FEE_JUMP_ID = '5a000000-0000-4000-8000-000000000002';
export const SETTLEMENT_ID = '5a000000-0000-4000-8000-000000000003';

export function alert(overrides: Partial<TAlert> & Pick<TAlert, 'id'>): TAlert {
  return {
    type: 'low-stock',
    severity: 'warning',
    status: 'open',
    subjectKind: 'sku',
    subjectKey: 'LAMP-01|ATVPDKIKX0DER',
    subject: 'LAMP-01 in Amazon.com',
    marketplaceId: 'ATVPDKIKX0DER',
    sku: 'LAMP-01',
    asin: 'B00LAMP001',
    parentAsin: null,
    brand: 'Lumen Home',
    title: 'Low stock',
    message: 'LAMP-01 has 12 days of cover; a reorder placed now arrives in 45 days.',
    figures: { daysOfCover: 12, fulfillable: 84, threshold: '30' },
    raisedAt: '2026-11-12T08:30:00.000Z',
    lastSeenAt: '2026-11-12T08:30:00.000Z',
    clearedAt: null,
    readAt: null,
    resolvedAt: null,
    snoozedUntil: null,
    ...overrides,
  };
}

export const lowStock = alert({ id: LOW_STOCK_ID });

export const feeJump = alert({
  id: FEE_JUMP_ID,
  type: 'fee-jump',
  subjectKey: 'TENT-02|A1PA6795UKMFR9',
  subject: 'TENT-02 in Amazon.de',
  marketplaceId: 'A1PA6795UKMFR9',
  sku: 'TENT-02',
  asin: 'B00TENT002',
  brand: 'Trailhead Gear',
  title: 'Fee jump',
  message: 'Amazon fees per unit of TENT-02 rose 22.5% in October 2026 over the three months before.',
  figures: { feePerUnit: '4.90', previousFeePerUnit: '4.00', currency: 'EUR', rise: 22.5 },
  raisedAt: '2026-11-10T06:00:00.000Z',
  readAt: '2026-11-11T09:00:00.000Z',
});

export const counts = (overrides: Partial<TAlertCounts> = {}): TAlertCounts => ({
  open: 2,
  unread: 1,
  critical: 0,
  snoozed: 1,
  resolved: 4,
  cleared: 3,
  ...overrides,
});

export const page = (alerts: TAlert[], nextCursor: string | null = null, pageCounts = counts()): TAlertPage => ({
  alerts,
  nextCursor,
  counts: pageCounts,
});

/** Every type as GET /v2/sellers/alert-types?sellerId= answers, advertising ones without their data. */
export const alertTypes: TAlertTypeInfo[] = ALERT_TYPE_DEFINITIONS.map((definition) => {
  const isAvailable = definition.needs !== 'advertising';
  return {
    ...definition,
    scopes: [...definition.scopes],
    available: isAvailable,
    unavailableReason: isAvailable ? null : 'Connect Amazon Advertising',
  };
});
