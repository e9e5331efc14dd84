// PUT /api/v2/sellers/:sellerId/inventory/lead-times/:sku: a SKU's own lead time legs and safety stock.
import { putSkuLeadTimeContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setSkuLeadTime } from './inventory-planning.service.ts';

export const putSkuLeadTimeRoute = defineRoute({
  contract: putSkuLeadTimeContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await setSkuLeadTime(deps.db, auth, params.sellerId, params.sku, body) };
  },
});
