import {
  updateAdminOrganizationContract,
  updateAdminOrganizationPlanContract,
  type TAdminOrganization,
  type TAdminOrganizationUpdate,
  type TPlan,
} from '@brandlens/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { adminRequest } from '../../../lib/admin/admin-request';
import { adminOrganizationKeys } from './admin-organization-keys';

// The page is reached by id or slug: the answer goes into the cache under the key the page used,
// and every list refreshes (its rows show the name, slug and plan).
function storeOrganization(queryClient: QueryClient, idOrSlug: string, organization: TAdminOrganization) {
  queryClient.setQueryData(adminOrganizationKeys.detail(idOrSlug), organization);
  void queryClient.invalidateQueries({ queryKey: [...adminOrganizationKeys.all, 'list'] });
}

export function useUpdateAdminOrganization(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminOrganizationUpdate) =>
      adminRequest(
        buildApiPath(updateAdminOrganizationContract.path, { id: idOrSlug }),
        (data) => updateAdminOrganizationContract.responses[200].parse(data),
        { method: 'PATCH', body },
      ),
    onSuccess: (organization) => storeOrganization(queryClient, idOrSlug, organization),
  });
}

export function useUpdateAdminOrganizationPlan(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TPlan) =>
      adminRequest(
        buildApiPath(updateAdminOrganizationPlanContract.path, { id: idOrSlug }),
        (data) => updateAdminOrganizationPlanContract.responses[200].parse(data),
        { method: 'PATCH', body: { plan } },
      ),
    onSuccess: (organization) => storeOrganization(queryClient, idOrSlug, organization),
  });
}
