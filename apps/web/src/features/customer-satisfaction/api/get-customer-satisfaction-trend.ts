import { getCustomerSatisfactionTrendContract, type TCustomerSatisfactionTrend } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { SatisfactionFilters } from '../utils/satisfaction-filters';

// Ratings, reviews and returns per month, brand and product for the Customer satisfaction section.

export interface SatisfactionRequest extends SatisfactionFilters {
  brand: string;
}

export function getCustomerSatisfactionTrend(
  sellerId: string,
  request: SatisfactionRequest,
  signal?: AbortSignal,
): Promise<TCustomerSatisfactionTrend> {
  return apiRequest(
    buildApiPath(getCustomerSatisfactionTrendContract.path, { sellerId }),
    (data) => getCustomerSatisfactionTrendContract.responses[200].parse(data),
    {
      query: { period: request.period, brand: request.brand, marketplace: request.marketplace, asin: request.asin },
      ...(signal ? { signal } : {}),
    },
  );
}

export const customerSatisfactionKeys = {
  all: (sellerId: string) => ['sellers', sellerId, 'customer-satisfaction'] as const,
};

export const customerSatisfactionTrendQueryOptions = (sellerId: string, request: SatisfactionRequest) =>
  queryOptions({
    queryKey: [
      ...customerSatisfactionKeys.all(sellerId),
      request.brand,
      request.period,
      request.marketplace ?? null,
      request.asin ?? null,
    ] as const,
    queryFn: ({ signal }) => getCustomerSatisfactionTrend(sellerId, request, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerSatisfactionTrend = (sellerId: string, request: SatisfactionRequest) =>
  useQuery(customerSatisfactionTrendQueryOptions(sellerId, request));
