// GET /api/v2/user/email-settings: which mails you receive.
import { getEmailSettingsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getEmailSettings } from './users.service.ts';

export const getEmailSettingsRoute = defineRoute({
  contract: getEmailSettingsContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: { emailSettings: await getEmailSettings(deps.db, auth) } };
  },
});
