import { resetPasswordContract } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmedPassword: string;
}

export function resetPassword(body: ResetPasswordInput) {
  return apiRequest(resetPasswordContract.path, (data) => resetPasswordContract.responses[200].parse(data), {
    method: resetPasswordContract.method,
    body,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
