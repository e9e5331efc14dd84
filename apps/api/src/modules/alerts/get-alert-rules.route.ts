// GET /api/v2/sellers/:sellerId/alerts/rules: the seller's alert rules.
import { getAlertRulesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAlertRules } from './alert-rules.service.ts';

export const getAlertRulesRoute = defineRoute({
  contract: getAlertRulesContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { rules: await getAlertRules(deps.db, auth, params.sellerId) } };
  },
});
