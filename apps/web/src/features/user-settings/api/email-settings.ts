import { getEmailSettingsContract, updateEmailSettingsContract, type TEmailSettings } from '@brandlens/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TEmailSettings };

const emailSettingsQueryKey = ['email-settings'] as const;

export function getEmailSettings(signal?: AbortSignal): Promise<TEmailSettings> {
  return apiRequest(
    getEmailSettingsContract.path,
    (data) => getEmailSettingsContract.responses[200].parse(data).emailSettings,
    signal ? { signal } : {},
  );
}

export function updateEmailSettings(emailSettings: TEmailSettings): Promise<TEmailSettings> {
  return apiRequest(
    updateEmailSettingsContract.path,
    (data) => updateEmailSettingsContract.responses[200].parse(data).emailSettings,
    { method: updateEmailSettingsContract.method, body: { emailSettings } },
  );
}

export const emailSettingsQueryOptions = () =>
  queryOptions({ queryKey: emailSettingsQueryKey, queryFn: ({ signal }) => getEmailSettings(signal) });

export const useEmailSettings = () => useQuery(emailSettingsQueryOptions());

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: (settings) => queryClient.setQueryData(emailSettingsQueryKey, settings),
  });
}
