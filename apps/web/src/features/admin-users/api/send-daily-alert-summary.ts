import { sendDailyAlertSummaryContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/admin-request';
import { buildApiPath } from '../../../lib/api-client';

export function sendDailyAlertSummary(userId: string) {
  return adminRequest(
    buildApiPath(sendDailyAlertSummaryContract.path, { id: userId }),
    (data) => sendDailyAlertSummaryContract.responses[200].parse(data),
    { method: sendDailyAlertSummaryContract.method },
  );
}

export const useSendDailyAlertSummary = (userId: string) =>
  useMutation({ mutationFn: () => sendDailyAlertSummary(userId) });
