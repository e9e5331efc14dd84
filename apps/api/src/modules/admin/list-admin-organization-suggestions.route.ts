// GET /api/v2/admin/organizations/user-emails-seller-slugs: the admin search box's suggestions.
import { listAdminOrganizationSuggestionsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listOrganizationSuggestions } from './admin-organizations.service.ts';

export const listAdminOrganizationSuggestionsRoute = defineRoute({
  contract: listAdminOrganizationSuggestionsContract,
  access: 'admin',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await listOrganizationSuggestions(deps.db, query.search) };
  },
});
