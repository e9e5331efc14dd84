// DELETE /api/v2/sellers/:sellerId/inventory/lead-times/:sku: the SKU takes the seller's defaults again (204 even when it had none).
import { deleteSkuLeadTimeContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { removeSkuLeadTime } from './inventory-planning.service.ts';

export const deleteSkuLeadTimeRoute = defineRoute({
  contract: deleteSkuLeadTimeContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, deps }) {
    await removeSkuLeadTime(deps.db, auth, params.sellerId, params.sku);
    return { status: 204 as const, body: null };
  },
});
