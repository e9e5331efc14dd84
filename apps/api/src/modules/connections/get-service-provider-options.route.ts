// GET /api/v2/sellers/:sellerId/service-provider-options: what the seller can connect and how each connection stands.
import { getServiceProviderOptionsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getServiceProviderOptions } from './provider-options.service.ts';

export const getServiceProviderOptionsRoute = defineRoute({
  contract: getServiceProviderOptionsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { providers: await getServiceProviderOptions(deps, auth, params.sellerId) } };
  },
});
