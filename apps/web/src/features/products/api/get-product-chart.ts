import { getProductChartContract, type TProductChart, type TProductChartMetric } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TProductRequest } from '../utils/product-filters';
import { productsKeys } from './products-keys';

export type TProductChartRequest = TProductRequest & {
  productId: string;
  metric: TProductChartMetric;
  aggregationView: 'DAILY' | 'MONTHLY';
};

export function getProductChart(
  sellerId: string,
  query: TProductChartRequest,
  signal?: AbortSignal,
): Promise<TProductChart> {
  return apiRequest(
    buildApiPath(getProductChartContract.path, { sellerId }),
    (data) => getProductChartContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const useProductChart = (sellerId: string, query: TProductChartRequest) =>
  useQuery(
    queryOptions({
      queryKey: productsKeys.chart(sellerId, query.productId, query),
      queryFn: ({ signal }) => getProductChart(sellerId, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
