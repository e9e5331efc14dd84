import { putInventoryPlanningContract, type TInventoryPlanningSettings } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function updateInventoryPlanning(sellerId: string, body: TInventoryPlanningSettings) {
  return apiRequest(
    buildApiPath(putInventoryPlanningContract.path, { sellerId }),
    (data) => putInventoryPlanningContract.responses[200].parse(data),
    { method: putInventoryPlanningContract.method, body },
  );
}

/** Saves the seller's defaults; every recommendation is computed with them, so all are read again. */
export function useUpdateInventoryPlanning(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInventoryPlanningSettings) => updateInventoryPlanning(sellerId, body),
    onSuccess: (planning) => {
      queryClient.setQueryData(inventoryKeys.planning(sellerId), planning);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all(sellerId) });
    },
  });
}
