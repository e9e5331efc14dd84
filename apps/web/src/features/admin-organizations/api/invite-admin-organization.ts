import { getAdminOrganizationInviteContract, inviteAllAdminOrganizationContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { adminRequest } from '../../../lib/admin/admin-request';

// Both are GETs in the spec, yet they make a token or send mails: mutations, run on a click only,
// never cached or retried.

export const useAdminInviteLink = (idOrSlug: string) =>
  useMutation({
    mutationFn: (email: string) =>
      adminRequest(
        buildApiPath(getAdminOrganizationInviteContract.path, { id: idOrSlug }),
        (data) => getAdminOrganizationInviteContract.responses[200].parse(data),
        { query: { email } },
      ),
  });

export const useAdminInviteAll = (idOrSlug: string) =>
  useMutation({
    mutationFn: () =>
      adminRequest(buildApiPath(inviteAllAdminOrganizationContract.path, { id: idOrSlug }), (data) =>
        inviteAllAdminOrganizationContract.responses[200].parse(data),
      ),
  });
