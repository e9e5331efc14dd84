// POST /api/v2/user/change-password: a new password for the caller; other sessions end, this one stays.
import { changePasswordContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { changePassword } from './password-change.service.ts';

export const changePasswordRoute = defineRoute({
  contract: changePasswordContract,
  access: 'user',
  async handler({ body, auth, request, deps }) {
    const { otherSessionsEnded } = await changePassword(deps.db, auth, body, request.ip);
    return { status: 200 as const, body: { passwordChanged: true as const, otherSessionsEnded } };
  },
});
