// GET /api/v2/admin/email-settings: the email settings a user has, what each is and its default.
import { getAdminEmailSettingsCatalogueContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { emailSettingsCatalogue } from './admin-users.service.ts';

export const getAdminEmailSettingsCatalogueRoute = defineRoute({
  contract: getAdminEmailSettingsCatalogueContract,
  access: 'admin',
  async handler() {
    return { status: 200 as const, body: { emailSettings: emailSettingsCatalogue() } };
  },
});
