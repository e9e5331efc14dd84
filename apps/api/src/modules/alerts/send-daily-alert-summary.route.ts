// POST /api/v2/admin/users/:id/send-daily-alert-summary: an admin sends a user's daily alert
// summary now, whatever the user's setting and whether today's has gone; 404 for an unknown user.
// Nothing is sent when the user has no open alerts (the answer says so).
import { sendDailyAlertSummaryContract } from '@brandlens/contracts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { sendDailyAlertSummary } from './daily-alert-summary.service.ts';

export const sendDailyAlertSummaryRoute = defineRoute({
  contract: sendDailyAlertSummaryContract,
  access: 'admin',
  async handler({ params, deps }) {
    const outcome = await sendDailyAlertSummary(deps, params.id, { now: new Date(), force: true });
    if (!outcome) throw notFound('User not found');
    return { status: 200 as const, body: outcome };
  },
});
