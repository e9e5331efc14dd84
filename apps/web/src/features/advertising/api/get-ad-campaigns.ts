import { getAdCampaignsContract, type TAdCampaigns } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TAdCampaignsRequest } from '../utils/ad-filters';
import { advertisingKeys } from './advertising-keys';

/** Every campaign (or ad group) of the filter at once: the table sorts and pages itself. */
export function getAdCampaigns(
  sellerId: string,
  query: TAdCampaignsRequest,
  signal?: AbortSignal,
): Promise<TAdCampaigns> {
  return apiRequest(
    buildApiPath(getAdCampaignsContract.path, { sellerId }),
    (data) => getAdCampaignsContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const adCampaignsQueryOptions = (sellerId: string, query: TAdCampaignsRequest) =>
  queryOptions({
    queryKey: advertisingKeys.campaigns(sellerId, query),
    queryFn: ({ signal }) => getAdCampaigns(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdCampaigns = (sellerId: string, query: TAdCampaignsRequest) =>
  useQuery(adCampaignsQueryOptions(sellerId, query));
