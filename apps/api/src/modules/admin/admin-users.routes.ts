// The admin area's user routes and the email settings catalogue: inserted into admin.routes.ts.
import { deleteAdminUserRoute } from './admin-users-delete.route.ts';
import { getAdminEmailSettingsCatalogueRoute } from './admin-users-email-settings-catalogue.route.ts';
import { getAdminUserEmailSettingsRoute } from './admin-users-email-settings-get.route.ts';
import { updateAdminUserEmailSettingsRoute } from './admin-users-email-settings-put.route.ts';
import { getAdminUserRoute } from './admin-users-get.route.ts';
import { listAdminUsersRoute } from './admin-users-list.route.ts';
import { updateAdminUserRoute } from './admin-users-update.route.ts';

export const adminUsersRoutes = [
  listAdminUsersRoute,
  getAdminUserRoute,
  updateAdminUserRoute,
  deleteAdminUserRoute,
  getAdminUserEmailSettingsRoute,
  updateAdminUserEmailSettingsRoute,
  getAdminEmailSettingsCatalogueRoute,
] as const;
