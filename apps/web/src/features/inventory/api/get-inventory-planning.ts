import { getInventoryPlanningContract, type TInventoryPlanning } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function getInventoryPlanning(sellerId: string, signal?: AbortSignal): Promise<TInventoryPlanning> {
  return apiRequest(
    buildApiPath(getInventoryPlanningContract.path, { sellerId }),
    (data) => getInventoryPlanningContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const inventoryPlanningQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: inventoryKeys.planning(sellerId),
    queryFn: ({ signal }) => getInventoryPlanning(sellerId, signal),
  });

/** The seller's lead time, safety stock and velocity window defaults, and each SKU's own lead time. */
export const useInventoryPlanning = (sellerId: string) => useQuery(inventoryPlanningQueryOptions(sellerId));
