// POST /api/auth/shopify/install: verify a Shopify installation's session token; sets the install grant cookie.
import { shopifyInstallContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setInstallGrantCookie } from './shopify-install-cookie.ts';
import { verifyInstall } from './shopify-sign-in.service.ts';

export const shopifyInstallRoute = defineRoute({
  contract: shopifyInstallContract,
  access: 'public',
  async handler({ body, request, reply, deps }) {
    const { externalId, grant } = await verifyInstall(deps, body.token);
    setInstallGrantCookie(request, reply, grant);
    return { status: 200 as const, body: { externalId } };
  },
});
