import { updateAlertsContract, type TUpdateAlertsBody } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { invalidateAlerts } from './alert-keys';

/** Read or unread, resolve or reopen, snooze or unsnooze the given alerts at once. */
export function updateAlerts(sellerId: string, body: TUpdateAlertsBody) {
  return apiRequest(
    buildApiPath(updateAlertsContract.path, { sellerId }),
    (data) => updateAlertsContract.responses[200].parse(data),
    { method: updateAlertsContract.method, body },
  );
}

export function useUpdateAlerts(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAlertsBody) => updateAlerts(sellerId, body),
    onSuccess: () => invalidateAlerts(queryClient, sellerId),
  });
}
