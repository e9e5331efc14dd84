import { getAlertRulesContract, type TAlertRule } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

export function getAlertRules(sellerId: string, signal?: AbortSignal): Promise<TAlertRule[]> {
  return apiRequest(
    buildApiPath(getAlertRulesContract.path, { sellerId }),
    (data) => getAlertRulesContract.responses[200].parse(data).rules,
    signal ? { signal } : {},
  );
}

export const alertRulesQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.rules(sellerId),
    queryFn: ({ signal }) => getAlertRules(sellerId, signal),
  });

export const useAlertRules = (sellerId: string) => useQuery(alertRulesQueryOptions(sellerId));
