// POST /api/auth/shopify/sign-up: sign up with the shop of the install grant and start the session.
import { shopifySignUpContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { clearInstallGrantCookie, readInstallGrantCookie } from './shopify-install-cookie.ts';
import { signUpWithShop } from './shopify-sign-in.service.ts';
import { startSessionFor } from './start-session.ts';

export const shopifySignUpRoute = defineRoute({
  contract: shopifySignUpContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    const result = await signUpWithShop(deps, readInstallGrantCookie(request), body, appUrl(deps.env));
    if ('status' in result)
      return {
        status: 409 as const,
        body: { status: 'SELLER_EXISTS' as const, message: result.message, seller: null },
      };
    clearInstallGrantCookie(request, reply);
    const session = await startSessionFor(deps.db, request, reply, result.userId);
    return { status: 201 as const, body: { ...session, verificationEmailSent: true, seller: result.seller } };
  },
});
