import { changePasswordContract, type TChangePasswordBody } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: TChangePasswordBody) {
  return apiRequest(changePasswordContract.path, (data) => changePasswordContract.responses[200].parse(data), {
    method: changePasswordContract.method,
    body,
  });
}

/** The session stays; the server ends the user's other sessions, so nothing cached changes here. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
