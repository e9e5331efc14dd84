// POST /api/email-verifications: send the verification mail again. Same answer whether or not the address is known.
import { requestEmailVerificationContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { resendVerification } from './email-verification.service.ts';

export const requestEmailVerificationRoute = defineRoute({
  contract: requestEmailVerificationContract,
  access: 'public',
  async handler({ body, auth, request, deps }) {
    const email = body.email ?? auth?.user.email;
    if (email) await resendVerification(deps, email, appUrl(deps.env), request.ip);
    return { status: 202 as const, body: { accepted: true as const } };
  },
});
