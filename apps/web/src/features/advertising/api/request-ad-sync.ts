import { requestAdSyncContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { advertisingKeys } from './advertising-keys';

/** Sync now: 202 with the sync's state; 409 without a working connection, 429 when asked a moment ago. */
export function requestAdSync(sellerId: string) {
  return apiRequest(
    buildApiPath(requestAdSyncContract.path, { sellerId }),
    (data) => requestAdSyncContract.responses[202].parse(data),
    { method: requestAdSyncContract.method },
  );
}

export function useRequestAdSync(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestAdSync(sellerId),
    // The answer is the sync's new state: shown at once, and polled from there.
    onSuccess: (status) => queryClient.setQueryData(advertisingKeys.syncStatus(sellerId), status),
  });
}
