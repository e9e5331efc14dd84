import {
  getWeeklyMetricContract,
  type TWeeklyFilters,
  type TWeeklyMetric,
  type TWeeklyMetricKey,
} from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { weeklyInsightsKeys } from './weekly-insights-keys';

/** Weeks a metric table shows, ending with the chosen week. */
export const WEEKS_SHOWN = 8;

type TMetricRequest = TWeeklyFilters & { weeks: number };

/** One §9 metric per product, week over week. */
export function getWeeklyMetric(
  sellerId: string,
  metric: TWeeklyMetricKey,
  query: TMetricRequest,
  signal?: AbortSignal,
): Promise<TWeeklyMetric> {
  return apiRequest(
    buildApiPath(getWeeklyMetricContract.path, { sellerId, metric }),
    (data) => getWeeklyMetricContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const weeklyMetricQueryOptions = (sellerId: string, metric: TWeeklyMetricKey, query: TWeeklyFilters) => {
  const request = { ...query, weeks: WEEKS_SHOWN };
  return queryOptions({
    queryKey: weeklyInsightsKeys.metric(sellerId, metric, request),
    queryFn: ({ signal }) => getWeeklyMetric(sellerId, metric, request, signal),
    placeholderData: keepPreviousData,
  });
};

export const useWeeklyMetric = (sellerId: string, metric: TWeeklyMetricKey, query: TWeeklyFilters) =>
  useQuery(weeklyMetricQueryOptions(sellerId, metric, query));
