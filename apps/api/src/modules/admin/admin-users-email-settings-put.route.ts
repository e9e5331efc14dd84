// PUT /api/v2/admin/users/:id/email-settings: choose which mails the user receives. Audited.
import { updateAdminUserEmailSettingsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setUserEmailSettings } from './admin-users.service.ts';

export const updateAdminUserEmailSettingsRoute = defineRoute({
  contract: updateAdminUserEmailSettingsContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const actor = { auth, ip: request.ip };
    const emailSettings = await setUserEmailSettings(deps.db, actor, params.id, body.emailSettings);
    return { status: 200 as const, body: { emailSettings } };
  },
});
