import { z } from 'zod';

// The alert types the product evaluates (docs/alerts.md): what each watches, its threshold's unit
// and default, the scopes a rule may take and the data it needs.

export const ALERT_TYPES = [
  'low-stock',
  'stranded-stock',
  'negative-cm3',
  'fee-jump',
  'return-rate-spike',
  'acos-over-target',
  'tacos-over-target',
  'settlement-not-reconciling',
  'connection-lost',
  'account-health-at-risk',
  'listing-suppressed',
  'buy-box-lost',
] as const;
export const ZAlertType = z.enum(ALERT_TYPES);
export type TAlertType = z.infer<typeof ZAlertType>;

export const ZAlertScope = z.enum(['seller', 'brand', 'sku']);
export type TAlertScope = z.infer<typeof ZAlertScope>;

export const ZAlertSeverity = z.enum(['info', 'warning', 'critical']);
export type TAlertSeverity = z.infer<typeof ZAlertSeverity>;

export const ZAlertThresholdUnit = z.enum(['days', 'units', 'percent', 'none']);

/** What the type needs before it can raise anything. */
export const ZAlertDataSource = z.enum(['inventory', 'settlements', 'seller-central', 'advertising', 'listings']);

export interface AlertTypeDefinition {
  type: TAlertType;
  name: string;
  description: string;
  unit: z.infer<typeof ZAlertThresholdUnit>;
  /** Decimal string in the unit; null for types without a threshold. */
  defaultThreshold: string | null;
  scopes: readonly TAlertScope[];
  severity: TAlertSeverity;
  needs: z.infer<typeof ZAlertDataSource>;
}

const SKU_SCOPES = ['seller', 'brand', 'sku'] as const;
const SELLER_SCOPE = ['seller'] as const;

export const ALERT_TYPE_DEFINITIONS: readonly AlertTypeDefinition[] = [
  {
    type: 'low-stock',
    name: 'Low stock',
    description: 'Days of cover of a SKU fall below the threshold: it runs out before a reorder placed now arrives',
    unit: 'days',
    defaultThreshold: '30',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'inventory',
  },
  {
    type: 'stranded-stock',
    name: 'Unsellable or stranded stock',
    description: 'Units of a SKU that cannot be sold (unsellable or researched) exceed the threshold',
    unit: 'units',
    // A unit or two come back damaged from most customer returns; a removal order is worth it past a few.
    defaultThreshold: '5',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'inventory',
  },
  {
    type: 'negative-cm3',
    name: 'Negative contribution margin',
    description: 'A SKU’s CM3 margin of the last complete month is below the threshold',
    unit: 'percent',
    defaultThreshold: '0',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'settlements',
  },
  {
    type: 'fee-jump',
    name: 'Fee jump',
    description:
      'Amazon fees per unit of a SKU in the last complete month rose more than the threshold over the three months before',
    unit: 'percent',
    defaultThreshold: '15',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'settlements',
  },
  {
    type: 'return-rate-spike',
    name: 'Return rate spike',
    description:
      'A SKU’s return rate over the last 30 days exceeds its rate of the 90 days before by more than the threshold (percentage points)',
    unit: 'percent',
    defaultThreshold: '5',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'settlements',
  },
  {
    type: 'acos-over-target',
    name: 'ACoS over target',
    description: 'Advertising cost of sales over the last 30 days is above the target',
    unit: 'percent',
    defaultThreshold: '30',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'advertising',
  },
  {
    type: 'tacos-over-target',
    name: 'TACoS over target',
    description: 'Advertising spend over net sales of the last complete month is above the target',
    unit: 'percent',
    defaultThreshold: '15',
    scopes: SELLER_SCOPE,
    severity: 'warning',
    needs: 'settlements',
  },
  {
    type: 'settlement-not-reconciling',
    name: 'Settlement not reconciling',
    description: 'A settlement’s rows do not sum to the total Amazon paid: every figure built from it stays estimated',
    unit: 'none',
    defaultThreshold: null,
    scopes: SELLER_SCOPE,
    severity: 'critical',
    needs: 'settlements',
  },
  {
    type: 'connection-lost',
    name: 'Connection lost',
    description: 'A marketplace connection needs re-authorising or its sync keeps failing',
    unit: 'none',
    defaultThreshold: null,
    scopes: SELLER_SCOPE,
    severity: 'critical',
    needs: 'seller-central',
  },
  {
    type: 'account-health-at-risk',
    name: 'Account health at risk',
    description: 'Amazon rates the account at risk or critical, or a health metric misses Amazon’s target',
    unit: 'none',
    defaultThreshold: null,
    scopes: SELLER_SCOPE,
    severity: 'critical',
    needs: 'seller-central',
  },
  {
    type: 'listing-suppressed',
    name: 'Listing suppressed',
    description: 'A listing is suppressed and cannot be bought',
    unit: 'none',
    defaultThreshold: null,
    scopes: SKU_SCOPES,
    severity: 'critical',
    needs: 'listings',
  },
  {
    type: 'buy-box-lost',
    name: 'Buy Box lost',
    description: 'A SKU held the Buy Box on less than the threshold share of its sessions over the last 7 days',
    unit: 'percent',
    defaultThreshold: '80',
    scopes: SKU_SCOPES,
    severity: 'warning',
    needs: 'seller-central',
  },
];

export function alertTypeDefinition(type: TAlertType): AlertTypeDefinition {
  const definition = ALERT_TYPE_DEFINITIONS.find((entry) => entry.type === type);
  if (!definition) throw new Error(`Unknown alert type ${type}`);
  return definition;
}
