// DELETE /api/v2/sellers/:sellerId/brand-configurations/:id: its brand keys become catalog brands again.
import { deleteBrandConfigurationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { deleteBrandConfiguration } from './brand-configurations.service.ts';

export const deleteBrandConfigurationRoute = defineRoute({
  contract: deleteBrandConfigurationContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    await deleteBrandConfiguration(deps.db, auth, params.sellerId, params.id);
    return { status: 200 as const, body: { id: params.id, deleted: true as const } };
  },
});
