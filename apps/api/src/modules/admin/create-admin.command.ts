import type { CliCommand } from '../../cli/cli-command.ts';
import { ensureAdminAccount } from './admin.service.ts';

export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  usage:
    'create-admin --email <address> --password <8 to 64 characters>   (an existing user is promoted, password unchanged)',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  async run(db, options) {
    const email = typeof options.email === 'string' ? options.email.trim().toLowerCase() : '';
    const password = typeof options.password === 'string' ? options.password : '';
    if (!email.includes('@')) throw new Error('--email must be an email address');
    if (password.length < 8 || password.length > 64) throw new Error('--password must be 8 to 64 characters');
    const outcome = await ensureAdminAccount(db, email, password);
    return outcome === 'created'
      ? `Admin account ${email} created; log in at /admin-login.`
      : `${email} is now an admin.`;
  },
};
