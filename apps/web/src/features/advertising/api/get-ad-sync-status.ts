import { getAdSyncStatusContract, type TAdSyncStatus } from '@brandlens/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { isAdSyncBusy } from '../utils/describe-ad-sync';
import { advertisingKeys } from './advertising-keys';

/** How often a sync that is running, or waiting for Amazon's reports, is read again. */
export const AD_SYNC_POLL_MS = 10_000;

export function getAdSyncStatus(sellerId: string, signal?: AbortSignal): Promise<TAdSyncStatus> {
  return apiRequest(
    buildApiPath(getAdSyncStatusContract.path, { sellerId }),
    (data) => getAdSyncStatusContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const adSyncStatusQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: advertisingKeys.syncStatus(sellerId),
    queryFn: ({ signal }) => getAdSyncStatus(sellerId, signal),
    refetchInterval: (query) => (query.state.data && isAdSyncBusy(query.state.data) ? AD_SYNC_POLL_MS : false),
  });

/**
 * The Amazon Advertising sync, polled while it works. When it stops working (done, failed) or
 * its days change, the figures and the profiles (their last sync) are read again.
 */
export function useAdSyncStatus(sellerId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(adSyncStatusQueryOptions(sellerId));
  const outcome = query.data
    ? JSON.stringify([isAdSyncBusy(query.data), query.data.lastSyncedAt, query.data.coverage])
    : null;
  const seenOutcome = useRef<string | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const previous = seenOutcome.current;
    seenOutcome.current = outcome;
    if (previous === null || previous === outcome) return;
    void queryClient.invalidateQueries({ queryKey: advertisingKeys.figures(sellerId) });
    void queryClient.invalidateQueries({ queryKey: advertisingKeys.profiles(sellerId) });
  }, [outcome, queryClient, sellerId]);
  return query;
}
