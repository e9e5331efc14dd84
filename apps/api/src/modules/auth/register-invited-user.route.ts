// POST /api/auth/register/user: sign up through an invitation (token required).
import { registerInvitedUserContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { register } from './registration.service.ts';

export const registerInvitedUserRoute = defineRoute({
  contract: registerInvitedUserContract,
  access: 'public',
  async handler({ body, deps }) {
    const result = await register(deps, body.user, body.token, appUrl(deps.env));
    return { status: 201 as const, body: result };
  },
});
