import {
  ALERTING_ACCOUNT_NOT_FOUND,
  getAlertingAccountContract,
  upsertAlertingAccountContract,
  type TAlertingAccount,
} from '@brandlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { ApiError, buildApiPath } from '../../../lib/api-client';
import { adminSellersKeys } from './admin-sellers-list';

// The seller's alerting account. SPEC §8: a 404 on this read becomes ALERTING_ACCOUNT_NOT_FOUND,
// which the page shows as 'no account yet' with the form to set one up, not as a failure.

export type AlertingAccountRead = TAlertingAccount | typeof ALERTING_ACCOUNT_NOT_FOUND;

export interface AlertingAccountInput {
  enabled: boolean;
  recipientEmails: string[];
  note: string | null;
}

const alertingKey = (sellerId: string) => [...adminSellersKeys.detail(sellerId), 'alerting'] as const;

export async function getAlertingAccount(sellerId: string, signal?: AbortSignal): Promise<AlertingAccountRead> {
  try {
    return await adminRequest(
      buildApiPath(getAlertingAccountContract.path, { id: sellerId }),
      (data) => getAlertingAccountContract.responses[200].parse(data),
      signal ? { signal } : {},
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return ALERTING_ACCOUNT_NOT_FOUND;
    throw error;
  }
}

export function saveAlertingAccount(sellerId: string, input: AlertingAccountInput): Promise<TAlertingAccount> {
  return adminRequest(
    buildApiPath(upsertAlertingAccountContract.path, { id: sellerId }),
    (data) => upsertAlertingAccountContract.responses[200].parse(data),
    { method: upsertAlertingAccountContract.method, body: input },
  );
}

export const useAlertingAccount = (sellerId: string) =>
  useQuery({ queryKey: alertingKey(sellerId), queryFn: ({ signal }) => getAlertingAccount(sellerId, signal) });

export function useSaveAlertingAccount(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertingAccountInput) => saveAlertingAccount(sellerId, input),
    onSuccess: (account) => queryClient.setQueryData(alertingKey(sellerId), account),
  });
}
