import { getHealthContract, ZHealth, type THealth } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type { THealth };

/** GET /api/health. A 503 still carries a health body: the API is up, the database is not. */
export async function getHealth(signal?: AbortSignal): Promise<THealth> {
  try {
    return await apiRequest(getHealthContract.path, (data) => ZHealth.parse(data), signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      const parsed = ZHealth.safeParse(error.body);
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
