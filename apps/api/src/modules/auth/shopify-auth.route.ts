// POST /api/auth/shopify: authenticate the shop of the install grant; 200 → sign up, 409 → log in.
import { shopifyAuthContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { readInstallGrantCookie } from './shopify-install-cookie.ts';
import { authenticateShop } from './shopify-sign-in.service.ts';

export const shopifyAuthRoute = defineRoute({
  contract: shopifyAuthContract,
  access: 'public',
  async handler({ body, request, deps }) {
    const result = await authenticateShop(deps.db, readInstallGrantCookie(request), body.externalId);
    if (result.status === 'exists')
      return {
        status: 409 as const,
        body: { status: 'SELLER_EXISTS' as const, message: result.message, seller: null },
      };
    return { status: 200 as const, body: { externalId: body.externalId, status: result.status } };
  },
});
