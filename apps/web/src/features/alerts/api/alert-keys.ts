import type { QueryClient } from '@tanstack/react-query';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import type { AlertsFilters } from '../utils/alerts-filters';

// Query keys of the alert reads. The seller's keys sit under its seller-data family so a refresh
// of everything a seller shows reaches them too; the counts per seller (the bell) span sellers.

export const alertKeys = {
  all: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts'] as const,
  lists: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts', 'list'] as const,
  list: (sellerId: string, filters: AlertsFilters) =>
    [...sellerDataKeys.all(sellerId), 'alerts', 'list', filters] as const,
  bySubject: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts', 'list', 'by-subject'] as const,
  rules: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts', 'rules'] as const,
  types: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts', 'types'] as const,
  brands: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'alerts', 'brands'] as const,
  perSeller: () => ['alerts-per-seller'] as const,
};

/** What an action on alerts or a change of rules makes stale: the lists, the groups and the bell. */
export function invalidateAlerts(queryClient: QueryClient, sellerId: string): void {
  void queryClient.invalidateQueries({ queryKey: alertKeys.lists(sellerId) });
  void queryClient.invalidateQueries({ queryKey: alertKeys.perSeller() });
}
