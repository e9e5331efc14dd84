// GET /api/v2/sellers/:sellerId/cogs-status: share of sold units with a cost valid on their sale date.
import { getCogsStatusContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getCogsStatus } from './cogs.service.ts';

export const getCogsStatusRoute = defineRoute({
  contract: getCogsStatusContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getCogsStatus(deps.db, auth, params.sellerId) };
  },
});
