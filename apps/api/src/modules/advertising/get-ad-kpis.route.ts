// GET /api/v2/sellers/:sellerId/ad-kpis: the KPI tiles, against the previous period of as many days.
import { getAdKpisContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdKpis } from './ad-kpis.service.ts';

export const getAdKpisRoute = defineRoute({
  contract: getAdKpisContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAdKpis(deps.db, auth, params.sellerId, query) };
  },
});
