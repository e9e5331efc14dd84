import type { TWeeklyFilters, TWeeklyMetricKey } from '@brandlens/contracts';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

// Query keys of the weekly reads, each with every parameter of its request. An import or a sync
// changes the seller's figures and invalidates everything under the seller (sellerDataKeys.all).

const all = (sellerId: string) => [...sellerDataKeys.all(sellerId), 'weekly-insights'] as const;

export const weeklyInsightsKeys = {
  all,
  brands: (sellerId: string) => [...all(sellerId), 'brands'] as const,
  changes: (sellerId: string, query: TWeeklyFilters) => [...all(sellerId), 'changes', query] as const,
  metric: (sellerId: string, metric: TWeeklyMetricKey, query: TWeeklyFilters & { weeks: number }) =>
    [...all(sellerId), 'metric', metric, query] as const,
};
