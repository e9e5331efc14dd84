// PATCH /api/v2/admin/organizations/:id/plan: DEFAULT, PAID or ENTERPRISE; a subscribed organization
// is not moved to DEFAULT (409: end the subscription in Stripe). Audited.
import { updateAdminOrganizationPlanContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateAdminOrganizationPlan } from './admin-organization-writes.service.ts';

export const updateAdminOrganizationPlanRoute = defineRoute({
  contract: updateAdminOrganizationPlanContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const caller = { auth, ipAddress: request.ip };
    return { status: 200 as const, body: await updateAdminOrganizationPlan(deps.db, caller, params.id, body.plan) };
  },
});
