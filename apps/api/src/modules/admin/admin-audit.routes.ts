import { getAdminOverviewRoute } from './get-admin-overview.route.ts';
import { listAdminAuditEventsRoute } from './list-admin-audit-events.route.ts';

export const adminAuditRoutes = [getAdminOverviewRoute, listAdminAuditEventsRoute] as const;
