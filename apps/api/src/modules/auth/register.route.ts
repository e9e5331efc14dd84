// POST /api/auth/register: sign up (new organization, or the inviting one with a token).
import { registerContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { register } from './registration.service.ts';

export const registerRoute = defineRoute({
  contract: registerContract,
  access: 'public',
  async handler({ body, deps }) {
    const result = await register(deps, body.user, body.token, appUrl(deps.env));
    return { status: 201 as const, body: result };
  },
});
