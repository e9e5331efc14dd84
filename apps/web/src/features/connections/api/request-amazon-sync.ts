import { requestAmazonSyncContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { amazonSyncStatusQueryKey } from './get-amazon-sync-status';

/** Sync now: queues a sync of every step (202); 409 without a working connection, 429 when asked a moment ago. */
export function requestAmazonSync(sellerId: string) {
  return apiRequest(
    buildApiPath(requestAmazonSyncContract.path, { sellerId }),
    (data) => requestAmazonSyncContract.responses[202].parse(data),
    { method: requestAmazonSyncContract.method },
  );
}

export function useRequestAmazonSync(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestAmazonSync(sellerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: amazonSyncStatusQueryKey(sellerId) }),
  });
}
