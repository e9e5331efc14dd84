import { requestEmailVerificationContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /email-verifications {}: a new verification mail for the logged-in user. */
export function resendVerificationEmail() {
  return apiRequest(
    requestEmailVerificationContract.path,
    (data) => requestEmailVerificationContract.responses[202].parse(data),
    { method: requestEmailVerificationContract.method, body: {} },
  );
}

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
