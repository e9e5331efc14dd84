import { verifyEmailContract, type TSessionUser } from '@brandlens/contracts';
import { apiRequest, buildApiPath } from '../../../lib/api-client';

/** POST /email-verifications/:evt: activates the account of a verification link. */
export async function verifyEmail(evt: string): Promise<TSessionUser> {
  const { activatedUser } = await apiRequest(
    buildApiPath(verifyEmailContract.path, { evt }),
    (data) => verifyEmailContract.responses[200].parse(data),
    { method: verifyEmailContract.method },
  );
  return activatedUser;
}
