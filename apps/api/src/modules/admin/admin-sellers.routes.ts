// The admin area's seller routes, with the alerting account: inserted into admin.routes.ts.
import { getAdminSellerRoute } from './admin-sellers-get.route.ts';
import { linkSellerOrganizationRoute } from './admin-sellers-link-organization.route.ts';
import { listAdminSellersRoute } from './admin-sellers-list.route.ts';
import { listListingOptimizationSellersRoute } from './admin-sellers-listing-optimization.route.ts';
import { moveSellerOrganizationRoute } from './admin-sellers-move-organization.route.ts';
import { listAdminSellerOrganizationsRoute } from './admin-sellers-organizations.route.ts';
import { unlinkSellerOrganizationRoute } from './admin-sellers-unlink-organization.route.ts';
import { updateAdminSellerRoute } from './admin-sellers-update.route.ts';
import { listAdminSellerUsersRoute } from './admin-sellers-users.route.ts';
import { getAlertingAccountRoute } from './alerting-account-get.route.ts';
import { upsertAlertingAccountRoute } from './alerting-account-upsert.route.ts';

export const adminSellersRoutes = [
  listAdminSellersRoute,
  listListingOptimizationSellersRoute,
  getAdminSellerRoute,
  listAdminSellerUsersRoute,
  listAdminSellerOrganizationsRoute,
  updateAdminSellerRoute,
  linkSellerOrganizationRoute,
  moveSellerOrganizationRoute,
  unlinkSellerOrganizationRoute,
  getAlertingAccountRoute,
  upsertAlertingAccountRoute,
] as const;
