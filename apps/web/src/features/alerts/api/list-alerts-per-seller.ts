import { listAlertsPerSellerContract, type TAlertCounts } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** How often the bell asks again while the page stays open (it also asks when the window regains focus). */
export const ALERT_COUNTS_REFRESH_MS = 60_000;

export type TSellerAlertCounts = TAlertCounts & { sellerId: string; slug: string; name: string };

export function listAlertsPerSeller(signal?: AbortSignal): Promise<TSellerAlertCounts[]> {
  return apiRequest(
    listAlertsPerSellerContract.path,
    (data) => listAlertsPerSellerContract.responses[200].parse(data).sellers,
    signal ? { signal } : {},
  );
}

export const alertsPerSellerQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.perSeller(),
    queryFn: ({ signal }) => listAlertsPerSeller(signal),
    refetchInterval: ALERT_COUNTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useAlertsPerSeller = () => useQuery(alertsPerSellerQueryOptions());
