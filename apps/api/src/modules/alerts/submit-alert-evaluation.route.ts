// POST /api/v2/sellers/:sellerId/alerts/submit: evaluate the seller's rules now (queued; once a minute per seller).
import { submitAlertEvaluationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { submitAlertEvaluation } from './alerts.service.ts';

export const submitAlertEvaluationRoute = defineRoute({
  contract: submitAlertEvaluationContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, deps }) {
    await submitAlertEvaluation(deps, auth, params.sellerId);
    return { status: 202 as const, body: { queued: true as const } };
  },
});
