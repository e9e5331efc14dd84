import { getServiceProviderOptionsContract, type TServiceProviderOption } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export const serviceProviderOptionsQueryKey = (sellerId: string) =>
  [...sellerDataKeys.all(sellerId), 'service-provider-options'] as const;

export function getServiceProviderOptions(sellerId: string, signal?: AbortSignal): Promise<TServiceProviderOption[]> {
  return apiRequest(
    buildApiPath(getServiceProviderOptionsContract.path, { sellerId }),
    (data) => getServiceProviderOptionsContract.responses[200].parse(data).providers,
    signal ? { signal } : {},
  );
}

export const serviceProviderOptionsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: serviceProviderOptionsQueryKey(sellerId),
    queryFn: ({ signal }) => getServiceProviderOptions(sellerId, signal),
  });

export const useServiceProviderOptions = (sellerId: string) => useQuery(serviceProviderOptionsQueryOptions(sellerId));
