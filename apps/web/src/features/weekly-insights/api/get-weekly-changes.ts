import { getWeeklyChangesContract, type TWeeklyChanges, type TWeeklyFilters } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { weeklyInsightsKeys } from './weekly-insights-keys';

/** The week's CM3 change against the week before, its split and the products that moved most. */
export function getWeeklyChanges(
  sellerId: string,
  query: TWeeklyFilters,
  signal?: AbortSignal,
): Promise<TWeeklyChanges> {
  return apiRequest(
    buildApiPath(getWeeklyChangesContract.path, { sellerId }),
    (data) => getWeeklyChangesContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const weeklyChangesQueryOptions = (sellerId: string, query: TWeeklyFilters) =>
  queryOptions({
    queryKey: weeklyInsightsKeys.changes(sellerId, query),
    queryFn: ({ signal }) => getWeeklyChanges(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useWeeklyChanges = (sellerId: string, query: TWeeklyFilters) =>
  useQuery(weeklyChangesQueryOptions(sellerId, query));
