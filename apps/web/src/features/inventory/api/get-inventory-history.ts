import { getInventoryHistoryContract, type TInventoryHistory } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** The days the SKU panel charts. */
export const HISTORY_DAYS = 180;

export function getInventoryHistory(
  sellerId: string,
  sku: string,
  marketplaceId: string,
  days: number,
  signal?: AbortSignal,
): Promise<TInventoryHistory> {
  return apiRequest(
    buildApiPath(getInventoryHistoryContract.path, { sellerId }),
    (data) => getInventoryHistoryContract.responses[200].parse(data),
    { query: { sku, marketplaceId, days }, ...(signal ? { signal } : {}) },
  );
}

export const inventoryHistoryQueryOptions = (sellerId: string, sku: string, marketplaceId: string, days: number) =>
  queryOptions({
    queryKey: inventoryKeys.history(sellerId, sku, marketplaceId, days),
    queryFn: ({ signal }) => getInventoryHistory(sellerId, sku, marketplaceId, days, signal),
  });

/** A SKU's daily stock and units sold in one marketplace over the last HISTORY_DAYS days. */
export const useInventoryHistory = (sellerId: string, sku: string, marketplaceId: string) =>
  useQuery(inventoryHistoryQueryOptions(sellerId, sku, marketplaceId, HISTORY_DAYS));
