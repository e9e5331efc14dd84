import { updateUserContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { updateCachedSession } from '../../../lib/session/get-session';
import { userQueryKey } from './get-user';

export interface UpdateUserInput {
  firstName?: string;
  lastName?: string;
  defaultCurrencyCode?: string;
}

export function updateUser(userId: string, body: UpdateUserInput) {
  return apiRequest(
    buildApiPath(updateUserContract.path, { id: userId }),
    (data) => updateUserContract.responses[200].parse(data),
    { method: updateUserContract.method, body },
  );
}

/** Saves the profile; the user menu and reports read the new name and currency from the session. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserInput) => updateUser(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      updateCachedSession(queryClient, (session) => (session.user.id === user.id ? { ...session, user } : session));
    },
  });
}
