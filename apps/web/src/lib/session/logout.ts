import { deleteSessionContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { sessionBroadcast, type SessionBroadcast } from './session-broadcast';

export async function logout(): Promise<void> {
  try {
    await apiRequest(deleteSessionContract.path, (data) => deleteSessionContract.responses[200].parse(data), {
      method: deleteSessionContract.method,
    });
  } catch (error) {
    // A session that is already gone is the outcome we wanted.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Logs out, tells the other tabs, opens /login, then forgets every cached answer. */
export function useLogout(broadcast: SessionBroadcast = sessionBroadcast) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      broadcast.publish('logout');
      // Leave the signed-in screens first so none of them refetches into the emptied cache.
      await navigate(paths.login.getHref());
      queryClient.clear();
    },
  });
}
