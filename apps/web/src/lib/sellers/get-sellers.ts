import { listSellersContract, type TSeller } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// Shared: the dashboard lists them, and the auth guard loads them after a session check (SPEC §4).

export type { TSeller };

export const sellersQueryKey = ['sellers'] as const;

export function getSellers(signal?: AbortSignal): Promise<TSeller[]> {
  return apiRequest(
    listSellersContract.path,
    (data) => listSellersContract.responses[200].parse(data).sellers,
    signal ? { signal } : {},
  );
}

export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: sellersQueryKey,
    queryFn: ({ signal }) => getSellers(signal),
    staleTime: 60_000,
  });

export const useSellers = () => useQuery(sellersQueryOptions());
