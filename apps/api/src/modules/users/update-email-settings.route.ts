// PUT /api/v2/user/email-settings: choose which mails you receive.
import { updateEmailSettingsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { saveEmailSettings } from './users.service.ts';

export const updateEmailSettingsRoute = defineRoute({
  contract: updateEmailSettingsContract,
  access: 'user',
  async handler({ body, auth, deps }) {
    return {
      status: 200 as const,
      body: { emailSettings: await saveEmailSettings(deps.db, auth, body.emailSettings) },
    };
  },
});
