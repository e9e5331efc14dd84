// POST /api/v2/admin/users/:id/send-daily-alert-summary: an admin sends a user's daily alert
// summary now, whatever the user's setting and whether today's has gone; 404 for an unknown user.
// Nothing is sent when the user has no open alerts (the answer says so). The audit log records
// each send of a known user with its outcome (a mail is no row, so there is no transaction to share).
import { sendDailyAlertSummaryContract } from '@brandlens/contracts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { recordAdminAction } from '../admin/audit-log.queries.ts';
import { sendDailyAlertSummary } from './daily-alert-summary.service.ts';

export const sendDailyAlertSummaryRoute = defineRoute({
  contract: sendDailyAlertSummaryContract,
  access: 'admin',
  async handler({ params, auth, request, deps }) {
    const outcome = await sendDailyAlertSummary(deps, params.id, { now: new Date(), force: true });
    if (!outcome) throw notFound('User not found');
    await recordAdminAction(deps.db, auth, request.ip, {
      action: 'user.send-daily-alert-summary',
      targetType: 'user',
      targetId: params.id,
      after: outcome,
    });
    return { status: 200 as const, body: outcome };
  },
});
