import { ZUserRole } from '@brandlens/contracts';
import type { CliCommand } from '../../cli/cli-command.ts';
import { updateUserRole } from './admin.queries.ts';

export const setUserRoleCommand: CliCommand = {
  name: 'set-user-role',
  usage: `set-user-role --email <address> --role <${ZUserRole.options.join('|')}>   (OPERATIONS: no invitations, no upgrade)`,
  options: { email: { type: 'string' }, role: { type: 'string' } },
  async run(db, options) {
    const email = typeof options.email === 'string' ? options.email.trim().toLowerCase() : '';
    const role = ZUserRole.safeParse(options.role);
    if (!role.success) throw new Error(`--role must be one of ${ZUserRole.options.join(', ')}`);
    const isUpdated = await updateUserRole(db, email, role.data);
    if (!isUpdated) throw new Error(`No user with the email address ${email}`);
    return `${email} now has the role ${role.data}.`;
  },
};
