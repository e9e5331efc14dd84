import { addAdminOrganizationSellerContract, ZAdminAddSellerResult } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { adminRequestWithResultStatus } from '../../../lib/admin/admin-request';
import { adminOrganizationKeys } from './admin-organization-keys';

/** Adds a seller by id or slug; 'already added' (a 409) is a result to show, not a failure (SPEC §8). */
export function useAddAdminOrganizationSeller(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seller: string) =>
      adminRequestWithResultStatus(
        buildApiPath(addAdminOrganizationSellerContract.path, { id: idOrSlug }),
        (data) => ZAdminAddSellerResult.parse(data),
        409,
        { method: 'POST', body: { seller } },
      ),
    // The seller count of the organization and its lists change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
  });
}
