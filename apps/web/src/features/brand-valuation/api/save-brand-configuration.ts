import {
  createBrandConfigurationContract,
  deleteBrandConfigurationContract,
  updateBrandConfigurationContract,
  type TBrandConfigurationBody,
} from '@brandlens/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

// Create, update and delete share one invalidation: a configuration regroups the brands, so every
// score, the brand list and the configurations are read again.

export function createBrandConfiguration(sellerId: string, body: TBrandConfigurationBody) {
  return apiRequest(
    buildApiPath(createBrandConfigurationContract.path, { sellerId }),
    (data) => createBrandConfigurationContract.responses[201].parse(data),
    { method: createBrandConfigurationContract.method, body },
  );
}

export function updateBrandConfiguration(sellerId: string, id: string, body: TBrandConfigurationBody) {
  return apiRequest(
    buildApiPath(updateBrandConfigurationContract.path, { sellerId, id }),
    (data) => updateBrandConfigurationContract.responses[200].parse(data),
    { method: updateBrandConfigurationContract.method, body },
  );
}

export function deleteBrandConfiguration(sellerId: string, id: string) {
  return apiRequest(
    buildApiPath(deleteBrandConfigurationContract.path, { sellerId, id }),
    (data) => deleteBrandConfigurationContract.responses[200].parse(data),
    { method: deleteBrandConfigurationContract.method },
  );
}

// Not awaited: recomputing every score takes a while, and the dialog should not wait for it.
const refreshScores = (queryClient: QueryClient, sellerId: string) => {
  void queryClient.invalidateQueries({ queryKey: brandValuationKeys.scores(sellerId) });
};

/** Creates a configuration when no id is given, else replaces the one with that id. */
export function useSaveBrandConfiguration(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TBrandConfigurationBody }) =>
      id ? updateBrandConfiguration(sellerId, id, body) : createBrandConfiguration(sellerId, body),
    onSuccess: () => refreshScores(queryClient, sellerId),
  });
}

export function useDeleteBrandConfiguration(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBrandConfiguration(sellerId, id),
    onSuccess: () => refreshScores(queryClient, sellerId),
  });
}
