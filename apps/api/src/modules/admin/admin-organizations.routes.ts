import { addAdminOrganizationSellerRoute } from './add-admin-organization-seller.route.ts';
import { createAdminOrganizationRoute } from './create-admin-organization.route.ts';
import { getAdminOrganizationInviteRoute } from './get-admin-organization-invite.route.ts';
import { getAdminOrganizationRoute } from './get-admin-organization.route.ts';
import { inviteAllAdminOrganizationRoute } from './invite-all-admin-organization.route.ts';
import { listAdminOrganizationSellersRoute } from './list-admin-organization-sellers.route.ts';
import { listAdminOrganizationSuggestionsRoute } from './list-admin-organization-suggestions.route.ts';
import { listAdminOrganizationUsersRoute } from './list-admin-organization-users.route.ts';
import { listAdminOrganizationsRoute } from './list-admin-organizations.route.ts';
import { updateAdminOrganizationPlanRoute } from './update-admin-organization-plan.route.ts';
import { updateAdminOrganizationRoute } from './update-admin-organization.route.ts';

export const adminOrganizationsRoutes = [
  listAdminOrganizationsRoute,
  listAdminOrganizationSuggestionsRoute,
  getAdminOrganizationRoute,
  listAdminOrganizationUsersRoute,
  listAdminOrganizationSellersRoute,
  updateAdminOrganizationRoute,
  updateAdminOrganizationPlanRoute,
  createAdminOrganizationRoute,
  addAdminOrganizationSellerRoute,
  getAdminOrganizationInviteRoute,
  inviteAllAdminOrganizationRoute,
] as const;
