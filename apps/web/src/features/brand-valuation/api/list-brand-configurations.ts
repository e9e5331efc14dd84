import { listBrandConfigurationsContract, type TBrandConfiguration } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

export function listBrandConfigurations(sellerId: string, signal?: AbortSignal): Promise<TBrandConfiguration[]> {
  return apiRequest(
    buildApiPath(listBrandConfigurationsContract.path, { sellerId }),
    (data) => listBrandConfigurationsContract.responses[200].parse(data).brandConfigurations,
    signal ? { signal } : {},
  );
}

export const brandConfigurationsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: brandValuationKeys.configurations(sellerId),
    queryFn: ({ signal }) => listBrandConfigurations(sellerId, signal),
  });

export const useBrandConfigurations = (sellerId: string) => useQuery(brandConfigurationsQueryOptions(sellerId));
