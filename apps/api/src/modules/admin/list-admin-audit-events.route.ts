// GET /api/v2/admin/audit-events: the audit log, newest first, filtered, a keyset page at a time.
import { listAdminAuditEventsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAuditEvents } from './admin-audit.service.ts';

export const listAdminAuditEventsRoute = defineRoute({
  contract: listAdminAuditEventsContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await listAuditEvents(deps.db, query) };
  },
});
