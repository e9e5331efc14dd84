import { getProductsCatalogContract, type TProductsCatalog } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { TCatalogRequest } from '../utils/product-filters';
import { productsKeys } from './products-keys';

/** Every product of the filter at once: the table sorts, pages and exports itself. */
export function getProductsCatalog(
  sellerId: string,
  query: TCatalogRequest,
  signal?: AbortSignal,
): Promise<TProductsCatalog> {
  return apiRequest(
    buildApiPath(getProductsCatalogContract.path, { sellerId }),
    (data) => getProductsCatalogContract.responses[200].parse(data),
    { query, ...(signal ? { signal } : {}) },
  );
}

export const productsCatalogQueryOptions = (sellerId: string, query: TCatalogRequest) =>
  queryOptions({
    queryKey: productsKeys.catalog(sellerId, query),
    queryFn: ({ signal }) => getProductsCatalog(sellerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductsCatalog = (sellerId: string, query: TCatalogRequest) =>
  useQuery(productsCatalogQueryOptions(sellerId, query));
