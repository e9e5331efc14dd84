// GET /api/v2/admin/organizations: organizations newest first, searched by name, slug, a user's
// email or a seller's slug, filtered by plan, a keyset page at a time.
import { listAdminOrganizationsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listAdminOrganizations } from './admin-organizations.service.ts';

export const listAdminOrganizationsRoute = defineRoute({
  contract: listAdminOrganizationsContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await listAdminOrganizations(deps.db, query) };
  },
});
