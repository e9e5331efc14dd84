// GET /api/v2/admin/overview: the admin home's counts and the latest audit events.
import { getAdminOverviewContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdminOverview } from './admin-audit.service.ts';

export const getAdminOverviewRoute = defineRoute({
  contract: getAdminOverviewContract,
  access: 'admin',
  async handler({ deps }) {
    return { status: 200 as const, body: await getAdminOverview(deps.db) };
  },
});
