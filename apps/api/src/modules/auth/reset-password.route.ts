// POST /api/auth/reset-password: set a new password with a reset token; revokes every session.
import { resetPasswordContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { resetPassword } from './password-reset.service.ts';

export const resetPasswordRoute = defineRoute({
  contract: resetPasswordContract,
  access: 'public',
  async handler({ body, deps }) {
    await resetPassword(deps, body.token, body.password);
    return { status: 200 as const, body: { passwordChanged: true as const } };
  },
});
