import { putAlertRulesContract, type TAlertRule, type TAlertRuleInput } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { alertKeys, invalidateAlerts } from './alert-keys';
import { useRefreshAlertsSoon } from './use-refresh-alerts-soon';

/** Replaces the seller's whole rule set; the server evaluates the rules again at once. */
export function saveAlertRules(sellerId: string, rules: TAlertRuleInput[]): Promise<TAlertRule[]> {
  return apiRequest(
    buildApiPath(putAlertRulesContract.path, { sellerId }),
    (data) => putAlertRulesContract.responses[200].parse(data).rules,
    { method: putAlertRulesContract.method, body: { rules } },
  );
}

export function useSaveAlertRules(sellerId: string) {
  const queryClient = useQueryClient();
  const refreshSoon = useRefreshAlertsSoon(sellerId);
  return useMutation({
    mutationFn: (rules: TAlertRuleInput[]) => saveAlertRules(sellerId, rules),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertKeys.rules(sellerId), saved);
      invalidateAlerts(queryClient, sellerId);
      // The evaluation the save starts runs as a job: its alerts arrive a little later.
      refreshSoon();
    },
  });
}
