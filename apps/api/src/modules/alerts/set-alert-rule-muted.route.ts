// PUT /api/v2/sellers/:sellerId/alerts/rules/muted: mute or unmute a type for a scope, then evaluate again.
import { putAlertRuleMutedContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setAlertRuleMuted } from './alert-rules.service.ts';

export const setAlertRuleMutedRoute = defineRoute({
  contract: putAlertRuleMutedContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await setAlertRuleMuted(deps, auth, params.sellerId, body) };
  },
});
