import {
  getAdminSellerContract,
  listAdminSellerUsersContract,
  updateAdminSellerContract,
  type TAdminSeller,
  type TAdminUser,
} from '@brandlens/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { buildApiPath } from '../../../lib/api-client';
import { adminSellersKeys } from './admin-sellers-list';

// One seller of the admin area: its record, its users, and the writes to its name and listing
// optimisation. A write puts the answer in the cache and marks the lists stale.

export function getAdminSeller(sellerId: string, signal?: AbortSignal): Promise<TAdminSeller> {
  return adminRequest(
    buildApiPath(getAdminSellerContract.path, { id: sellerId }),
    (data) => getAdminSellerContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export function findAdminSellerUsers(sellerId: string, signal?: AbortSignal): Promise<TAdminUser[]> {
  return adminRequest(
    buildApiPath(listAdminSellerUsersContract.path, { id: sellerId }),
    (data) => listAdminSellerUsersContract.responses[200].parse(data).users,
    signal ? { signal } : {},
  );
}

export interface AdminSellerChanges {
  name?: string;
  listingOptimizationEnabled?: boolean;
}

export function updateAdminSeller(sellerId: string, changes: AdminSellerChanges): Promise<TAdminSeller> {
  return adminRequest(
    buildApiPath(updateAdminSellerContract.path, { id: sellerId }),
    (data) => updateAdminSellerContract.responses[200].parse(data),
    { method: updateAdminSellerContract.method, body: changes },
  );
}

export const adminSellerQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: adminSellersKeys.detail(sellerId),
    queryFn: ({ signal }) => getAdminSeller(sellerId, signal),
  });

export const useAdminSeller = (sellerId: string) => useQuery(adminSellerQueryOptions(sellerId));

export const useAdminSellerUsers = (sellerId: string) =>
  useQuery({
    queryKey: [...adminSellersKeys.detail(sellerId), 'users'],
    queryFn: ({ signal }) => findAdminSellerUsers(sellerId, signal),
  });

export function useUpdateAdminSeller(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminSellerChanges) => updateAdminSeller(sellerId, changes),
    onSuccess: (seller) => {
      queryClient.setQueryData(adminSellersKeys.detail(sellerId), seller);
      void queryClient.invalidateQueries({ queryKey: [...adminSellersKeys.all, 'list'] });
    },
  });
}
