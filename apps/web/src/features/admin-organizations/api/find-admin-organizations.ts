import { listAdminOrganizationsContract } from '@brandlens/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../lib/admin/admin-list-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { adminOrganizationKeys, type AdminOrganizationsFilters } from './admin-organization-keys';

/** Organizations, newest first, searched and filtered by plan, a page at a time. */
export const useAdminOrganizations = (filters: AdminOrganizationsFilters) =>
  useInfiniteQuery(
    adminListQueryOptions(adminOrganizationKeys.list(filters), (cursor, signal) =>
      adminRequest(
        listAdminOrganizationsContract.path,
        (data) => listAdminOrganizationsContract.responses[200].parse(data),
        {
          query: { search: filters.search, plan: filters.plan, cursor },
          signal,
        },
      ),
    ),
  );
