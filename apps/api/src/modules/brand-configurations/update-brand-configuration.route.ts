// PUT /api/v2/sellers/:sellerId/brand-configurations/:id: rename or regroup a configured brand.
import { updateBrandConfigurationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateBrandConfiguration } from './brand-configurations.service.ts';

export const updateBrandConfigurationRoute = defineRoute({
  contract: updateBrandConfigurationContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    const updated = await updateBrandConfiguration(deps.db, auth, params.sellerId, params.id, body);
    return { status: 200 as const, body: updated };
  },
});
