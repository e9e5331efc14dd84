// The nine weekly overview metrics of SPEC §9: their keys, what their figures are, and which two
// are on by default. docs/weekly-insights.md gives each definition.
import { z } from 'zod';

export const WEEKLY_METRIC_KEYS = [
  'units-sold',
  'average-selling-price',
  'ad-spend',
  'reviews',
  'bsr',
  'returns',
  'listing-performance',
  'paid-to-organic-ratio',
  'net-margin',
] as const;
export const ZWeeklyMetricKey = z.enum(WEEKLY_METRIC_KEYS);
export type TWeeklyMetricKey = z.infer<typeof ZWeeklyMetricKey>;

/** How a figure reads: a count of units, an amount in the reporting currency, a percentage, a rank, a rating, text. */
export const ZWeeklyValueUnit = z.enum(['units', 'count', 'money', 'percent', 'rank', 'rating', 'text']);
export type TWeeklyValueUnit = z.infer<typeof ZWeeklyValueUnit>;

export interface WeeklyMetricDefinition {
  readonly label: string;
  readonly unit: TWeeklyValueUnit;
  /** The second figure of each week (null: none) and how it reads. */
  readonly secondary: { readonly label: string; readonly unit: TWeeklyValueUnit } | null;
  /** On unless the user switches it off (SPEC §9). */
  readonly isDefault: boolean;
  /** Whether a rise is good news (a rank falls when it improves). */
  readonly isHigherBetter: boolean;
}

export const WEEKLY_METRICS: Readonly<Record<TWeeklyMetricKey, WeeklyMetricDefinition>> = {
  'units-sold': { label: 'Units sold', unit: 'units', secondary: null, isDefault: true, isHigherBetter: true },
  'average-selling-price': {
    label: 'Average selling price',
    unit: 'money',
    secondary: null,
    isDefault: true,
    isHigherBetter: true,
  },
  'ad-spend': {
    label: 'Ad spend',
    unit: 'money',
    secondary: { label: 'Ad-attributed units', unit: 'units' },
    isDefault: false,
    isHigherBetter: false,
  },
  reviews: {
    label: 'Reviews',
    unit: 'count',
    secondary: { label: 'Average rating', unit: 'rating' },
    isDefault: false,
    isHigherBetter: true,
  },
  bsr: {
    label: 'Best seller rank',
    unit: 'rank',
    secondary: { label: 'Category', unit: 'text' },
    isDefault: false,
    isHigherBetter: false,
  },
  returns: {
    label: 'Returns',
    unit: 'units',
    secondary: { label: 'Return rate', unit: 'percent' },
    isDefault: false,
    isHigherBetter: false,
  },
  'listing-performance': {
    label: 'Listing performance',
    unit: 'count',
    secondary: { label: 'Conversion', unit: 'percent' },
    isDefault: false,
    isHigherBetter: true,
  },
  'paid-to-organic-ratio': {
    label: 'Paid share of units',
    unit: 'percent',
    secondary: { label: 'Ad-attributed units', unit: 'units' },
    isDefault: false,
    isHigherBetter: false,
  },
  'net-margin': {
    label: 'Net margin (CM3)',
    unit: 'percent',
    secondary: { label: 'CM3', unit: 'money' },
    isDefault: false,
    isHigherBetter: true,
  },
};
