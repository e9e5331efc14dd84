import { getAdminOverviewContract, listAdminAuditEventsContract } from '@brandlens/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../lib/admin/admin-list-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import type { AuditEventsFilters } from '../utils/audit-filters';

// Every admin write adds an event, so these reads go stale on any write: they refetch on mount.
export const adminAuditKeys = {
  events: (filters: AuditEventsFilters) => ['admin-audit', 'events', filters] as const,
  overview: ['admin-audit', 'overview'] as const,
};

/** The audit log, newest first, filtered, a page at a time. */
export const useAdminAuditEvents = (filters: AuditEventsFilters) =>
  useInfiniteQuery({
    ...adminListQueryOptions(adminAuditKeys.events(filters), (cursor, signal) =>
      adminRequest(
        listAdminAuditEventsContract.path,
        (data) => listAdminAuditEventsContract.responses[200].parse(data),
        {
          query: { ...filters, cursor },
          signal,
        },
      ),
    ),
    staleTime: 0,
  });

/** The admin home's counts and latest events. */
export const useAdminOverview = () =>
  useQuery({
    queryKey: adminAuditKeys.overview,
    queryFn: ({ signal }) =>
      adminRequest(getAdminOverviewContract.path, (data) => getAdminOverviewContract.responses[200].parse(data), {
        signal,
      }),
    staleTime: 0,
  });
