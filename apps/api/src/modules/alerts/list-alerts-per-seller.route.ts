// GET /api/v2/alerts/alerts-seller: the alert counts of every seller of the caller's organization.
import { listAlertsPerSellerContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAlertCountsPerSeller } from './alerts.service.ts';

export const listAlertsPerSellerRoute = defineRoute({
  contract: listAlertsPerSellerContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: { sellers: await listAlertCountsPerSeller(deps.db, auth) } };
  },
});
