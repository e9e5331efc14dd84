import { listAdminUsersContract, type TAdminUser, type TUserRole } from '@brandlens/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQueryOptions, type AdminPage } from '../../../lib/admin/admin-list-query';
import { adminRequest } from '../../../lib/admin/admin-request';

export const ADMIN_USERS_PAGE_SIZE = 50;

export interface AdminUsersFilters {
  search?: string | undefined;
  organizationId?: string | undefined;
  role?: TUserRole | undefined;
  isAdmin?: 'true' | 'false' | undefined;
}

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: AdminUsersFilters) => [...adminUsersKeys.all, 'list', filters] as const,
  detail: (userId: string) => [...adminUsersKeys.all, 'detail', userId] as const,
};

export function findAdminUsers(
  filters: AdminUsersFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<AdminPage<TAdminUser>> {
  return adminRequest(listAdminUsersContract.path, (data) => listAdminUsersContract.responses[200].parse(data), {
    query: { ...filters, cursor, limit: ADMIN_USERS_PAGE_SIZE },
    signal,
  });
}

export const useAdminUsers = (filters: AdminUsersFilters) =>
  useInfiniteQuery(
    adminListQueryOptions(adminUsersKeys.list(filters), (cursor, signal) => findAdminUsers(filters, cursor, signal)),
  );
