import { getOrganizationMembersContract } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// Under 'invites': sending invitations invalidates that prefix, so the pending list refreshes.
export const organizationMembersQueryKey = ['invites', 'organization-members'] as const;

export function getOrganizationMembers(signal?: AbortSignal) {
  return apiRequest(
    getOrganizationMembersContract.path,
    (data) => getOrganizationMembersContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const organizationMembersQueryOptions = () =>
  queryOptions({ queryKey: organizationMembersQueryKey, queryFn: ({ signal }) => getOrganizationMembers(signal) });

export const useOrganizationMembers = () => useQuery(organizationMembersQueryOptions());
