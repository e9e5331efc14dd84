import { registerContract, registerInvitedUserContract, type TSignUpUser } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RegisterInput {
  user: TSignUpUser;
  /** The invitation token of ?token=; the user then joins the inviting organization. */
  token?: string | undefined;
}

/** POST /auth/register, or /auth/register/user when the sign-up follows an invitation. */
export function register({ user, token }: RegisterInput) {
  const contract = token ? registerInvitedUserContract : registerContract;
  return apiRequest(contract.path, (data) => contract.responses[201].parse(data), {
    method: contract.method,
    body: token ? { user, token } : { user },
  });
}

export const useRegister = () => useMutation({ mutationFn: register });
