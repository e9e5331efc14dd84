import { createAdminOrganizationContract, type TAdminOrganizationCreate } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { adminOrganizationKeys } from './admin-organization-keys';

export function useCreateAdminOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminOrganizationCreate) =>
      adminRequest(
        createAdminOrganizationContract.path,
        (data) => createAdminOrganizationContract.responses[201].parse(data),
        { method: 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminOrganizationKeys.all, 'list'] }),
  });
}
