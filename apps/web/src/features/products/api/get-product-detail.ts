import { getProductDetailContract, type TProductDetail } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TProductRequest } from '../utils/product-filters';
import { productsKeys } from './products-keys';

export function getProductDetail(
  sellerId: string,
  productId: string,
  query: TProductRequest,
  signal?: AbortSignal,
): Promise<TProductDetail> {
  return apiRequest(
    buildApiPath(getProductDetailContract.path, { sellerId, id: productId }),
    (data) => getProductDetailContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const productDetailQueryOptions = (sellerId: string, productId: string, query: TProductRequest) =>
  queryOptions({
    queryKey: productsKeys.detail(sellerId, productId, query),
    queryFn: ({ signal }) => getProductDetail(sellerId, productId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductDetail = (sellerId: string, productId: string, query: TProductRequest) =>
  useQuery(productDetailQueryOptions(sellerId, productId, query));
