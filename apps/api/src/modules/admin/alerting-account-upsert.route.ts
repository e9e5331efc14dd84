// POST /api/v2/admin/sellers/:id/alerting: create or replace the seller's alerting account. Audited.
import { upsertAlertingAccountContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { saveAlertingAccount } from './alerting-account.service.ts';

export const upsertAlertingAccountRoute = defineRoute({
  contract: upsertAlertingAccountContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const actor = { auth, ip: request.ip };
    return { status: 200 as const, body: await saveAlertingAccount(deps.db, actor, params.id, body) };
  },
});
