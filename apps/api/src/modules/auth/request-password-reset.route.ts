// POST /api/auth/request-password-reset-link: mail a reset link; same answer whether or not the address is
// known. Limited per client (429) and per address (no mail, same answer).
import { requestPasswordResetContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { requestPasswordReset } from './password-reset.service.ts';

export const requestPasswordResetRoute = defineRoute({
  contract: requestPasswordResetContract,
  access: 'public',
  async handler({ body, request, deps }) {
    await requestPasswordReset(deps, body.email, appUrl(deps.env), request.ip);
    return { status: 202 as const, body: { accepted: true as const } };
  },
});
