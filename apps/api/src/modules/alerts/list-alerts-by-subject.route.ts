// GET /api/v2/sellers/:sellerId/alerts/by-subject: the open alerts grouped by subject.
import { listAlertsBySubjectContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAlertGroups } from './alerts.service.ts';

export const listAlertsBySubjectRoute = defineRoute({
  contract: listAlertsBySubjectContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { groups: await listAlertGroups(deps.db, auth, params.sellerId, 'subject') } };
  },
});
