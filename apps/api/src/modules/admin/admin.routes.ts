import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminOrganizationsRoutes } from './admin-organizations.routes.ts';
import { adminSellersRoutes } from './admin-sellers.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { getAdminProfileRoute } from './get-admin-profile.route.ts';
import { logInAsUserRoute } from './log-in-as-user.route.ts';

export const adminRoutes = [
  getAdminProfileRoute,
  logInAsUserRoute,
  ...adminSellersRoutes,
  ...adminUsersRoutes,
  ...adminOrganizationsRoutes,
  ...adminAuditRoutes,
] as const;
