// GET /api/v2/sellers/:sellerId/alerts/by-child-asin: the open alerts grouped by child ASIN.
import { listAlertsByChildAsinContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAlertGroups } from './alerts.service.ts';

export const listAlertsByChildAsinRoute = defineRoute({
  contract: listAlertsByChildAsinContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return {
      status: 200 as const,
      body: { groups: await listAlertGroups(deps.db, auth, params.sellerId, 'child-asin') },
    };
  },
});
