import {
  getAdminEmailSettingsCatalogueContract,
  getAdminUserEmailSettingsContract,
  updateAdminUserEmailSettingsContract,
  type TEmailSettings,
} from '@brandlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { buildApiPath } from '../../../lib/api-client';
import { adminUsersKeys } from './admin-users-list';

// A user's email settings as an admin reads and sets them, and the catalogue that says what each
// setting is (GET /v2/admin/email-settings), so the page lists what the server knows.

const settingsKey = (userId: string) => [...adminUsersKeys.detail(userId), 'email-settings'] as const;

export function getAdminUserEmailSettings(userId: string, signal?: AbortSignal): Promise<TEmailSettings> {
  return adminRequest(
    buildApiPath(getAdminUserEmailSettingsContract.path, { id: userId }),
    (data) => getAdminUserEmailSettingsContract.responses[200].parse(data).emailSettings,
    signal ? { signal } : {},
  );
}

export function updateAdminUserEmailSettings(userId: string, emailSettings: TEmailSettings): Promise<TEmailSettings> {
  return adminRequest(
    buildApiPath(updateAdminUserEmailSettingsContract.path, { id: userId }),
    (data) => updateAdminUserEmailSettingsContract.responses[200].parse(data).emailSettings,
    { method: updateAdminUserEmailSettingsContract.method, body: { emailSettings } },
  );
}

export function getEmailSettingsCatalogue(signal?: AbortSignal) {
  return adminRequest(
    getAdminEmailSettingsCatalogueContract.path,
    (data) => getAdminEmailSettingsCatalogueContract.responses[200].parse(data).emailSettings,
    signal ? { signal } : {},
  );
}

export const useAdminUserEmailSettings = (userId: string) =>
  useQuery({ queryKey: settingsKey(userId), queryFn: ({ signal }) => getAdminUserEmailSettings(userId, signal) });

export const useEmailSettingsCatalogue = () =>
  useQuery({
    queryKey: ['admin', 'email-settings-catalogue'],
    queryFn: ({ signal }) => getEmailSettingsCatalogue(signal),
    staleTime: Infinity,
  });

export function useUpdateAdminUserEmailSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TEmailSettings) => updateAdminUserEmailSettings(userId, settings),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(userId), settings),
  });
}
