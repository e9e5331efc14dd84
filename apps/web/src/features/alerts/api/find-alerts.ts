import { listAlertsContract, type TAlertPage } from '@brandlens/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { toAlertsQuery, type AlertsFilters } from '../utils/alerts-filters';
import { alertKeys } from './alert-keys';

/** One page of the seller's alerts, newest first, with the counts per status. */
export function findAlerts(
  sellerId: string,
  filters: AlertsFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TAlertPage> {
  return apiRequest(
    buildApiPath(listAlertsContract.path, { sellerId }),
    (data) => listAlertsContract.responses[200].parse(data),
    { query: toAlertsQuery(filters, cursor), ...(signal ? { signal } : {}) },
  );
}

// 'Load more' follows the server's cursor; a refresh reads every loaded page again.
export const alertsQueryOptions = (sellerId: string, filters: AlertsFilters) =>
  infiniteQueryOptions({
    queryKey: alertKeys.list(sellerId, filters),
    queryFn: ({ signal, pageParam }) => findAlerts(sellerId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useAlerts = (sellerId: string, filters: AlertsFilters) =>
  useInfiniteQuery(alertsQueryOptions(sellerId, filters));
