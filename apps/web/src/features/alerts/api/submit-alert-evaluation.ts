import { submitAlertEvaluationContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { useRefreshAlertsSoon } from './use-refresh-alerts-soon';

/** 'Check now': queues an evaluation of the seller's rules (202); 429 when asked a moment ago. */
export function submitAlertEvaluation(sellerId: string) {
  return apiRequest(
    buildApiPath(submitAlertEvaluationContract.path, { sellerId }),
    (data) => submitAlertEvaluationContract.responses[202].parse(data),
    { method: submitAlertEvaluationContract.method },
  );
}

export function useSubmitAlertEvaluation(sellerId: string) {
  const refreshSoon = useRefreshAlertsSoon(sellerId);
  return useMutation({ mutationFn: () => submitAlertEvaluation(sellerId), onSuccess: refreshSoon });
}
