import { acceptTermsRoute } from './accept-terms.route.ts';
import { getEmailSettingsRoute } from './get-email-settings.route.ts';
import { getUserRoute } from './get-user.route.ts';
import { updateEmailSettingsRoute } from './update-email-settings.route.ts';
import { updateUserRoute } from './update-user.route.ts';

export const usersRoutes = [
  getUserRoute,
  updateUserRoute,
  acceptTermsRoute,
  getEmailSettingsRoute,
  updateEmailSettingsRoute,
] as const;
