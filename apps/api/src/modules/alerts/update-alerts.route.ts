// PUT /api/v2/sellers/:sellerId/alerts/update-alert: read, unread, resolve, reopen, snooze or unsnooze alerts.
import { updateAlertsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateAlerts } from './alerts.service.ts';

export const updateAlertsRoute = defineRoute({
  contract: updateAlertsContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await updateAlerts(deps.db, auth, params.sellerId, body) };
  },
});
