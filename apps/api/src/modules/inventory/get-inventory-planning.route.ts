// GET /api/v2/sellers/:sellerId/inventory/planning: the seller's lead time and window defaults and the SKUs' own lead times.
import { getInventoryPlanningContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getInventoryPlanning } from './inventory-planning.service.ts';

export const getInventoryPlanningRoute = defineRoute({
  contract: getInventoryPlanningContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getInventoryPlanning(deps.db, auth, params.sellerId) };
  },
});
