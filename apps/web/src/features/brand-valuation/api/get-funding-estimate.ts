import { getFundingEstimateContract, type TCurrencyCode, type TFundingEstimate } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

/** The valuation range of a brand ('all' for the whole seller), or why none can be given. */
export function getFundingEstimate(
  sellerId: string,
  brandName: string,
  targetCurrency: TCurrencyCode | undefined,
  signal?: AbortSignal,
): Promise<TFundingEstimate> {
  return apiRequest(
    buildApiPath(getFundingEstimateContract.path, { sellerId }),
    (data) => getFundingEstimateContract.responses[200].parse(data),
    { query: { brandName, targetCurrency }, ...(signal ? { signal } : {}) },
  );
}

export const fundingEstimateQueryOptions = (
  sellerId: string,
  brandName: string,
  targetCurrency: TCurrencyCode | undefined,
) =>
  queryOptions({
    queryKey: [...brandValuationKeys.scores(sellerId), 'funding-estimate', brandName, targetCurrency ?? null] as const,
    queryFn: ({ signal }) => getFundingEstimate(sellerId, brandName, targetCurrency, signal),
  });

export const useFundingEstimate = (sellerId: string, brandName: string, targetCurrency: TCurrencyCode | undefined) =>
  useQuery(fundingEstimateQueryOptions(sellerId, brandName, targetCurrency));
