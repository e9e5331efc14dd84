import { getBenchmarkDataPointsContract, type TBenchmarkDataPoints } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TProductRequest } from '../utils/product-filters';
import { productsKeys } from './products-keys';

export function getBenchmarks(
  sellerId: string,
  productId: string,
  query: TProductRequest,
  signal?: AbortSignal,
): Promise<TBenchmarkDataPoints> {
  return apiRequest(
    buildApiPath(getBenchmarkDataPointsContract.path, {}),
    (data) => getBenchmarkDataPointsContract.responses[200].parse(data),
    { query: { ...query, sellerId, productId }, ...(signal ? { signal } : {}) },
  );
}

export const useBenchmarks = (sellerId: string, productId: string, query: TProductRequest) =>
  useQuery(
    queryOptions({
      queryKey: productsKeys.benchmarks(sellerId, productId, query),
      queryFn: ({ signal }) => getBenchmarks(sellerId, productId, query, signal),
    }),
  );
