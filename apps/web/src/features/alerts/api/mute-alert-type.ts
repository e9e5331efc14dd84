import { putAlertRuleMutedContract, type TAlertScope, type TAlertType } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { alertKeys, invalidateAlerts } from './alert-keys';

export interface MuteAlertTypeInput {
  type: TAlertType;
  scope: TAlertScope;
  scopeValue: string;
  muted: boolean;
}

/** Mutes one type for one scope without touching the rest of the rule set. */
export function muteAlertType(sellerId: string, body: MuteAlertTypeInput) {
  return apiRequest(
    buildApiPath(putAlertRuleMutedContract.path, { sellerId }),
    (data) => putAlertRuleMutedContract.responses[200].parse(data),
    { method: putAlertRuleMutedContract.method, body },
  );
}

export function useMuteAlertType(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MuteAlertTypeInput) => muteAlertType(sellerId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.rules(sellerId) });
      invalidateAlerts(queryClient, sellerId);
    },
  });
}
