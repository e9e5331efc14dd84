// POST /api/v2/user/accept-autopilot-terms-and-conditions: accept the terms (idempotent).
import { acceptTermsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { acceptTerms } from './users.service.ts';

export const acceptTermsRoute = defineRoute({
  contract: acceptTermsContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: { user: await acceptTerms(deps.db, auth) } };
  },
});
