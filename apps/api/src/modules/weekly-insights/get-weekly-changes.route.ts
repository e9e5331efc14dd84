// GET /api/v2/sellers/:sellerId/weekly-performance/changes: a week's CM3 change and why.
import { getWeeklyChangesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getWeeklyChanges } from './weekly-changes.service.ts';

export const getWeeklyChangesRoute = defineRoute({
  contract: getWeeklyChangesContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getWeeklyChanges(deps.db, auth, params.sellerId, query) };
  },
});
