// POST /api/v2/user/change-password: a new password for the caller; other sessions end, this one stays.
import { changePasswordContract } from '@brandlens/contracts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { changePassword } from './password-change.service.ts';

export const changePasswordRoute = defineRoute({
  contract: changePasswordContract,
  access: 'user',
  async handler({ body, auth, request, deps }) {
    // An admin looking through a user's account must not take it over (ADR 0036).
    if (auth.impersonatorUserId !== null) {
      throw new AppError(403, 'LOGGED_IN_AS_USER', 'An admin logged in as a user cannot change their password.');
    }
    const { otherSessionsEnded } = await changePassword(deps.db, auth, body, request.ip);
    return { status: 200 as const, body: { passwordChanged: true as const, otherSessionsEnded } };
  },
});
