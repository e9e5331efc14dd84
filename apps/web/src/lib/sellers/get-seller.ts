import { getSellerContract, type TSeller } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../api-client';
import { sellersQueryKey } from './get-sellers';

/** One seller by id or slug; 404 when it does not exist or the organization may not see it. */
export function getSeller(sellerId: string, signal?: AbortSignal): Promise<TSeller> {
  return apiRequest(
    buildApiPath(getSellerContract.path, { sellerId }),
    (data) => getSellerContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const sellerQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: [...sellersQueryKey, sellerId],
    queryFn: ({ signal }) => getSeller(sellerId, signal),
    staleTime: 60_000,
  });

export const useSeller = (sellerId: string | undefined) =>
  useQuery({ ...sellerQueryOptions(sellerId ?? ''), enabled: Boolean(sellerId) });
