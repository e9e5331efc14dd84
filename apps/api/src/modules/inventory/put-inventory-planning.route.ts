// PUT /api/v2/sellers/:sellerId/inventory/planning: set the seller's defaults; 422 with the field's message, nothing stored.
import { putInventoryPlanningContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setInventoryPlanning } from './inventory-planning.service.ts';

export const putInventoryPlanningRoute = defineRoute({
  contract: putInventoryPlanningContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await setInventoryPlanning(deps.db, auth, params.sellerId, body) };
  },
});
