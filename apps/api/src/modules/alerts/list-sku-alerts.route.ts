// GET /api/v2/sellers/:sellerId/sku-alerts: the open alerts about SKUs, by SKU and marketplace.
import { listSkuAlertsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSkuAlerts } from './alerts.service.ts';

export const listSkuAlertsRoute = defineRoute({
  contract: listSkuAlertsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { alerts: await listSkuAlerts(deps.db, auth, params.sellerId) } };
  },
});
