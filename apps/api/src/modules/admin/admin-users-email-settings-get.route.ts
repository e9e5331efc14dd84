// GET /api/v2/admin/users/:id/email-settings: which mails the user receives (the defaults until they choose).
import { getAdminUserEmailSettingsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getUserEmailSettings } from './admin-users.service.ts';

export const getAdminUserEmailSettingsRoute = defineRoute({
  contract: getAdminUserEmailSettingsContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: { emailSettings: await getUserEmailSettings(deps.db, params.id) } };
  },
});
