// GET /api/v2/sellers/:sellerId/brand-configurations: the seller's configured brands.
import { listBrandConfigurationsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listBrandConfigurations } from './brand-configurations.service.ts';

export const listBrandConfigurationsRoute = defineRoute({
  contract: listBrandConfigurationsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    const brandConfigurations = await listBrandConfigurations(deps.db, auth, params.sellerId);
    return { status: 200 as const, body: { brandConfigurations } };
  },
});
