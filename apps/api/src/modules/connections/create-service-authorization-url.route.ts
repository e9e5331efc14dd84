// POST /api/v2/sellers/:sellerId/service-authorization-url: the provider's consent page, with a state bound to this session and seller.
import { createServiceAuthorizationUrlContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createServiceAuthorizationUrl } from './connections.service.ts';

export const createServiceAuthorizationUrlRoute = defineRoute({
  contract: createServiceAuthorizationUrlContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    const result = await createServiceAuthorizationUrl(deps, auth, params.sellerId, body, appUrl(deps.env));
    return { status: 200 as const, body: result };
  },
});
