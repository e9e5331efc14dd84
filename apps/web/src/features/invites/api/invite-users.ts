import { inviteUsersContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';

export interface InviteUsersInput {
  userId: string;
  emailAddresses: string[];
}

export function inviteUsers({ userId, emailAddresses }: InviteUsersInput) {
  return apiRequest(
    buildApiPath(inviteUsersContract.path, { id: userId }),
    (data) => inviteUsersContract.responses[200].parse(data).inviteSent,
    { method: inviteUsersContract.method, body: { emailAddresses } },
  );
}

export function useInviteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUsers,
    // GET /invites lists the organization's pending invitations.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invites'] }),
  });
}
