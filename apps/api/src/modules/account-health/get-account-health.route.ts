// GET /api/v2/sellers/:sellerId/account-health: the latest account health per marketplace against
// Amazon's targets, the flag and the money at risk.
import { getAccountHealthContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAccountHealth } from './account-health.service.ts';

export const getAccountHealthRoute = defineRoute({
  contract: getAccountHealthContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAccountHealth(deps.db, auth, params.sellerId, query) };
  },
});
