// GET /api/v2/sellers/:sellerId/account-health/kpis: each metric per report day, with the targets.
import { getAccountHealthKpisContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAccountHealthKpis } from './account-health-kpis.service.ts';

export const getAccountHealthKpisRoute = defineRoute({
  contract: getAccountHealthKpisContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAccountHealthKpis(deps.db, auth, params.sellerId, query) };
  },
});
