// GET /api/v2/sellers/:sellerId/alerts: a page of the seller's alerts of a status, newest first, with the counts.
import { listAlertsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAlerts } from './alerts.service.ts';

export const listAlertsRoute = defineRoute({
  contract: listAlertsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await listAlerts(deps.db, auth, params.sellerId, query) };
  },
});
