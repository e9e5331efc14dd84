import {
  adminLoginContract,
  loginContract,
  type TLoginBody,
  type TLoginResult,
  type TSession,
} from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { sessionQueryKey } from './get-session';
import { sessionBroadcast, type SessionBroadcast } from './session-broadcast';

export type LoginKind = 'user' | 'admin';

export function login(body: TLoginBody, kind: LoginKind): Promise<TLoginResult> {
  const contract = kind === 'admin' ? adminLoginContract : loginContract;
  return apiRequest(contract.path, (data) => contract.responses[200].parse(data), {
    method: contract.method,
    body,
  });
}

/** The login result minus where to go next is exactly what the session check answers. */
export function toSession(result: TLoginResult): TSession {
  const { user, organization, isAdminSession, userRole } = result;
  return { user, organization, isAdminSession, userRole };
}

/**
 * A mutation that ends in a new session (a login, a sign-up that logs in): stores the session
 * and tells the other tabs; the caller decides where to go.
 */
export function useSessionStartingMutation<TInput, TResult extends TLoginResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  broadcast: SessionBroadcast = sessionBroadcast,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      // Whatever another account left in the cache is not this user's.
      queryClient.removeQueries();
      queryClient.setQueryData(sessionQueryKey, toSession(result));
      broadcast.publish('login');
    },
  });
}

/** Logs in, stores the session and tells the other tabs; the caller decides where to go. */
export function useLogin(kind: LoginKind, broadcast: SessionBroadcast = sessionBroadcast) {
  return useSessionStartingMutation((body: TLoginBody) => login(body, kind), broadcast);
}
