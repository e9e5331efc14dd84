import {
  getAdminOrganizationContract,
  listAdminOrganizationSellersContract,
  listAdminOrganizationUsersContract,
} from '@brandlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { adminRequest } from '../../../lib/admin/admin-request';
import { adminOrganizationKeys } from './admin-organization-keys';

/** One organization by id or slug. */
export const useAdminOrganization = (idOrSlug: string) =>
  useQuery({
    queryKey: adminOrganizationKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      adminRequest(
        buildApiPath(getAdminOrganizationContract.path, { id: idOrSlug }),
        (data) => getAdminOrganizationContract.responses[200].parse(data),
        { signal },
      ),
  });

export const useAdminOrganizationUsers = (idOrSlug: string) =>
  useQuery({
    queryKey: adminOrganizationKeys.users(idOrSlug),
    queryFn: ({ signal }) =>
      adminRequest(
        buildApiPath(listAdminOrganizationUsersContract.path, { id: idOrSlug }),
        (data) => listAdminOrganizationUsersContract.responses[200].parse(data).items,
        { signal },
      ),
  });

export const useAdminOrganizationSellers = (idOrSlug: string) =>
  useQuery({
    queryKey: adminOrganizationKeys.sellers(idOrSlug),
    queryFn: ({ signal }) =>
      adminRequest(
        buildApiPath(listAdminOrganizationSellersContract.path, { id: idOrSlug }),
        (data) => listAdminOrganizationSellersContract.responses[200].parse(data).items,
        { signal },
      ),
  });
