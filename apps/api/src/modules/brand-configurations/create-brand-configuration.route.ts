// POST /api/v2/sellers/:sellerId/brand-configurations: group catalog brands into one brand.
import { createBrandConfigurationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createBrandConfiguration } from './brand-configurations.service.ts';

export const createBrandConfigurationRoute = defineRoute({
  contract: createBrandConfigurationContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    return { status: 201 as const, body: await createBrandConfiguration(deps.db, auth, params.sellerId, body) };
  },
});
