// POST /api/email-verifications/:evt: activate the account of a verification link.
import { verifyEmailContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { verifyEmail } from './email-verification.service.ts';

export const verifyEmailRoute = defineRoute({
  contract: verifyEmailContract,
  access: 'public',
  async handler({ params, deps }) {
    const activatedUser = await verifyEmail(deps, params.evt, appUrl(deps.env));
    return { status: 200 as const, body: { activatedUser } };
  },
});
