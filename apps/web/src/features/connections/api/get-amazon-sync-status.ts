import { getAmazonSyncStatusContract, type TAmazonSyncStatus } from '@brandlens/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { invalidateSellerFigures, sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { syncPollInterval, syncOutcomeKey } from '../utils/describe-sync';
import { serviceProviderOptionsQueryKey } from './get-service-provider-options';

export const amazonSyncStatusQueryKey = (sellerId: string) => [...sellerDataKeys.all(sellerId), 'amazon-sync'] as const;

export function getAmazonSyncStatus(sellerId: string, signal?: AbortSignal): Promise<TAmazonSyncStatus> {
  return apiRequest(
    buildApiPath(getAmazonSyncStatusContract.path, { sellerId }),
    (data) => getAmazonSyncStatusContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

/** queuedAfter: the step starts seen when Sync now was accepted; the sync is queued until they change. */
export const amazonSyncStatusQueryOptions = (sellerId: string, queuedAfter: string | null) =>
  queryOptions({
    queryKey: amazonSyncStatusQueryKey(sellerId),
    queryFn: ({ signal }) => getAmazonSyncStatus(sellerId, signal),
    refetchInterval: (query) => syncPollInterval(query.state.data, queuedAfter),
  });

/**
 * The seller's Seller Central sync, polled. When a step or the sync succeeds, fails or the
 * connection is lost, what that changes is read again: the figures and their freshness, and the
 * connection's state on the provider cards.
 */
export function useAmazonSyncStatus(sellerId: string, queuedAfter: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery(amazonSyncStatusQueryOptions(sellerId, queuedAfter));
  const outcome = query.data ? syncOutcomeKey(query.data) : null;
  const seenOutcome = useRef<string | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const previous = seenOutcome.current;
    seenOutcome.current = outcome;
    if (previous === null || previous === outcome) return;
    invalidateSellerFigures(queryClient, sellerId);
    void queryClient.invalidateQueries({ queryKey: sellerDataKeys.settlements(sellerId) });
    void queryClient.invalidateQueries({ queryKey: serviceProviderOptionsQueryKey(sellerId) });
  }, [outcome, queryClient, sellerId]);
  return query;
}
