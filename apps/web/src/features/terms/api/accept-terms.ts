import { acceptTermsContract } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedSession } from '../../../lib/session/get-session';

export function acceptTerms() {
  return apiRequest(acceptTermsContract.path, (data) => acceptTermsContract.responses[200].parse(data).user, {
    method: acceptTermsContract.method,
  });
}

/** Accepting stores the returned user in the session, which closes the dialog. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (user) => updateCachedSession(queryClient, (session) => ({ ...session, user })),
  });
}
