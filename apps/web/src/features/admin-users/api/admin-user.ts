import {
  deleteAdminUserContract,
  getAdminUserContract,
  updateAdminUserContract,
  type TAdminUserDetail,
  type TUserRole,
} from '@brandlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { buildApiPath } from '../../../lib/api-client';
import { adminUsersKeys } from './admin-users-list';

// One user of the admin area: the record with sessions and last seen, its edits, and deleting it.

export interface AdminUserChanges {
  firstName?: string;
  lastName?: string;
  role?: TUserRole;
  activated?: boolean;
}

export function getAdminUser(userId: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  return adminRequest(
    buildApiPath(getAdminUserContract.path, { id: userId }),
    (data) => getAdminUserContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export function updateAdminUser(userId: string, changes: AdminUserChanges): Promise<TAdminUserDetail> {
  return adminRequest(
    buildApiPath(updateAdminUserContract.path, { id: userId }),
    (data) => updateAdminUserContract.responses[200].parse(data),
    { method: updateAdminUserContract.method, body: changes },
  );
}

export function deleteAdminUser(userId: string): Promise<{ id: string; email: string }> {
  return adminRequest(
    buildApiPath(deleteAdminUserContract.path, { id: userId }),
    (data) => deleteAdminUserContract.responses[200].parse(data),
    { method: deleteAdminUserContract.method },
  );
}

export const useAdminUser = (userId: string) =>
  useQuery({ queryKey: adminUsersKeys.detail(userId), queryFn: ({ signal }) => getAdminUser(userId, signal) });

export function useUpdateAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminUserChanges) => updateAdminUser(userId, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUsersKeys.detail(userId), user);
      void queryClient.invalidateQueries({ queryKey: [...adminUsersKeys.all, 'list'] });
    },
  });
}

export function useDeleteAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminUser(userId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminUsersKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: [...adminUsersKeys.all, 'list'] });
    },
  });
}
