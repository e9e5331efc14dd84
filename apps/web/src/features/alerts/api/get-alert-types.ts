import { getAlertTypesContract, type TAlertTypeInfo } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** Every alert type with its threshold and scopes, and whether this seller has the data it needs. */
export function getAlertTypes(sellerId: string, signal?: AbortSignal): Promise<TAlertTypeInfo[]> {
  return apiRequest(getAlertTypesContract.path, (data) => getAlertTypesContract.responses[200].parse(data).types, {
    query: { sellerId },
    ...(signal ? { signal } : {}),
  });
}

export const alertTypesQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.types(sellerId),
    queryFn: ({ signal }) => getAlertTypes(sellerId, signal),
  });

export const useAlertTypes = (sellerId: string) => useQuery(alertTypesQueryOptions(sellerId));
