// GET /api/v2/sellers/:sellerId/account-health/status: the accounts-at-risk flag for the banner.
import { getAccountHealthStatusContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAccountHealthStatus } from './account-health.service.ts';

export const getAccountHealthStatusRoute = defineRoute({
  contract: getAccountHealthStatusContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getAccountHealthStatus(deps.db, auth, params.sellerId) };
  },
});
