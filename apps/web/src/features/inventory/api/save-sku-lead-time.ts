import { deleteSkuLeadTimeContract, putSkuLeadTimeContract, type TSkuLeadTimeInput } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

// A SKU's own lead time changes its recommendation in every marketplace and every roll-up it is
// part of, so both writes read the whole inventory family again.

export function putSkuLeadTime(sellerId: string, sku: string, body: TSkuLeadTimeInput) {
  return apiRequest(
    buildApiPath(putSkuLeadTimeContract.path, { sellerId, sku }),
    (data) => putSkuLeadTimeContract.responses[200].parse(data),
    { method: putSkuLeadTimeContract.method, body },
  );
}

export function deleteSkuLeadTime(sellerId: string, sku: string): Promise<void> {
  // 204: no body to check.
  return apiRequest(buildApiPath(deleteSkuLeadTimeContract.path, { sellerId, sku }), () => undefined, {
    method: deleteSkuLeadTimeContract.method,
  });
}

export function usePutSkuLeadTime(sellerId: string, sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSkuLeadTimeInput) => putSkuLeadTime(sellerId, sku, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all(sellerId) }),
  });
}

export function useDeleteSkuLeadTime(sellerId: string, sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSkuLeadTime(sellerId, sku),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all(sellerId) }),
  });
}
