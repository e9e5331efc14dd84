// POST /api/auth/shopify/login: log in and link the shop of the install grant to the user's organization.
import { shopifyLoginContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { clearInstallGrantCookie, readInstallGrantCookie } from './shopify-install-cookie.ts';
import { logInAndLinkShop } from './shopify-sign-in.service.ts';
import { sessionClientOf, startSessionFor } from './start-session.ts';

export const shopifyLoginRoute = defineRoute({
  contract: shopifyLoginContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    const result = await logInAndLinkShop(deps.db, readInstallGrantCookie(request), body, sessionClientOf(request));
    if ('status' in result)
      return {
        status: 409 as const,
        body: { status: 'SELLER_EXISTS' as const, message: result.message, seller: null },
      };
    clearInstallGrantCookie(request, reply);
    const session = await startSessionFor(deps.db, request, reply, result.userId);
    return { status: 200 as const, body: { ...session, seller: result.seller } };
  },
});
