// GET /api/v2/admin/sellers/:id/alerting: the seller's alerting account; 404 ALERTING_ACCOUNT_NOT_FOUND
// when it has none (SPEC §8), 404 NOT_FOUND for an unknown seller.
import { getAlertingAccountContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAlertingAccount } from './alerting-account.service.ts';

export const getAlertingAccountRoute = defineRoute({
  contract: getAlertingAccountContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await getAlertingAccount(deps.db, params.id) };
  },
});
