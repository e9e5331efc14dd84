// PUT /api/v2/sellers/:sellerId/alerts/rules: replace the rules as a set (all or nothing), then evaluate them.
import { putAlertRulesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { replaceAlertRules } from './alert-rules.service.ts';

export const replaceAlertRulesRoute = defineRoute({
  contract: putAlertRulesContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: { rules: await replaceAlertRules(deps, auth, params.sellerId, body.rules) } };
  },
});
