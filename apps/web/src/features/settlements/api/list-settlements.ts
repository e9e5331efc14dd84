import { listSettlementsContract, type TSettlement } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export function findSettlements(sellerId: string, signal?: AbortSignal): Promise<TSettlement[]> {
  return apiRequest(
    buildApiPath(listSettlementsContract.path, { sellerId }),
    (data) => listSettlementsContract.responses[200].parse(data).settlements,
    signal ? { signal } : {},
  );
}

export const settlementsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.settlements(sellerId),
    queryFn: ({ signal }) => findSettlements(sellerId, signal),
  });

export const useSettlements = (sellerId: string) => useQuery(settlementsQueryOptions(sellerId));
