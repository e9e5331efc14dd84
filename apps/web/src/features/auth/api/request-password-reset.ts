import { requestPasswordResetContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest(
    requestPasswordResetContract.path,
    (data) => requestPasswordResetContract.responses[202].parse(data),
    { method: requestPasswordResetContract.method, body: { email } },
  );
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
