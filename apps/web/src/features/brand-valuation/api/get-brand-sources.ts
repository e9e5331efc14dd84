import {
  getCustomerSatisfactionContract,
  getProfitabilityContract,
  type TCurrencyCode,
  type TCustomerSatisfaction,
  type TProfitability,
} from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

// The figures behind a brand's indicators: ledger money for the profitability ones, review,
// account health and customer counts for the customer satisfaction ones.

export function getProfitability(
  sellerId: string,
  brand: string,
  targetCurrency: TCurrencyCode | undefined,
  signal?: AbortSignal,
): Promise<TProfitability> {
  return apiRequest(
    buildApiPath(getProfitabilityContract.path, { sellerId, brand }),
    (data) => getProfitabilityContract.responses[200].parse(data),
    { query: { targetCurrency }, ...(signal ? { signal } : {}) },
  );
}

export function getCustomerSatisfaction(
  sellerId: string,
  brand: string,
  signal?: AbortSignal,
): Promise<TCustomerSatisfaction> {
  return apiRequest(
    buildApiPath(getCustomerSatisfactionContract.path, { sellerId, brand }),
    (data) => getCustomerSatisfactionContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const profitabilityQueryOptions = (sellerId: string, brand: string, targetCurrency: TCurrencyCode | undefined) =>
  queryOptions({
    queryKey: [...brandValuationKeys.scores(sellerId), 'profitability', brand, targetCurrency ?? null] as const,
    queryFn: ({ signal }) => getProfitability(sellerId, brand, targetCurrency, signal),
  });

export const customerSatisfactionQueryOptions = (sellerId: string, brand: string) =>
  queryOptions({
    queryKey: [...brandValuationKeys.scores(sellerId), 'customer-satisfaction', brand] as const,
    queryFn: ({ signal }) => getCustomerSatisfaction(sellerId, brand, signal),
  });

export const useProfitability = (sellerId: string, brand: string, targetCurrency: TCurrencyCode | undefined) =>
  useQuery(profitabilityQueryOptions(sellerId, brand, targetCurrency));

export const useCustomerSatisfaction = (sellerId: string, brand: string) =>
  useQuery(customerSatisfactionQueryOptions(sellerId, brand));
