// GET /api/v2/sellers/:sellerId/settlements: each settlement with its reconciliation.
import { listSettlementsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSettlements } from './settlements.service.ts';

export const listSettlementsRoute = defineRoute({
  contract: listSettlementsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { settlements: await listSettlements(deps.db, auth, params.sellerId) } };
  },
});
