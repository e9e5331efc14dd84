import { deleteSessionContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { sessionBroadcast, type SessionBroadcast } from './session-broadcast';

/** Where to go after logging out: the admin area when an admin ends a log in as, else none (the login page). */
export async function logout(): Promise<{ redirectLocation: string | undefined }> {
  try {
    const result = await apiRequest(
      deleteSessionContract.path,
      (data) => deleteSessionContract.responses[200].parse(data),
      { method: deleteSessionContract.method },
    );
    // Only a path of this app is followed.
    const isAppPath = result.redirectLocation?.startsWith('/') && !result.redirectLocation.startsWith('//');
    return { redirectLocation: isAppPath ? result.redirectLocation : undefined };
  } catch (error) {
    // A session that is already gone is the outcome we wanted.
    if (error instanceof ApiError && error.status === 401) return { redirectLocation: undefined };
    throw error;
  }
}

/**
 * Logs out, tells the other tabs, opens /login, then forgets every cached answer. Ending a log in
 * as resumes the admin's own session instead: a full page load into the admin area, so nothing
 * of the user's session stays in memory, and the other tabs refetch as the admin.
 */
export function useLogout(broadcast: SessionBroadcast = sessionBroadcast) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async ({ redirectLocation }) => {
      if (redirectLocation) {
        broadcast.publish('login');
        window.location.assign(redirectLocation);
        return;
      }
      broadcast.publish('logout');
      // Leave the signed-in screens first so none of them refetches into the emptied cache.
      await navigate(paths.login.getHref());
      queryClient.clear();
    },
  });
}
