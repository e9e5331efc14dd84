import { getCogsStatusContract, type TCogsStatus } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export function getCogsStatus(sellerId: string, signal?: AbortSignal): Promise<TCogsStatus> {
  return apiRequest(
    buildApiPath(getCogsStatusContract.path, { sellerId }),
    (data) => getCogsStatusContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const cogsStatusQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.cogsStatus(sellerId),
    queryFn: ({ signal }) => getCogsStatus(sellerId, signal),
  });

export const useCogsStatus = (sellerId: string) => useQuery(cogsStatusQueryOptions(sellerId));
