import type { Database } from '@brandlens/db';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserIdByEmail, insertAdminUser, promoteToAdmin } from './admin.queries.ts';

/**
 * Makes sure an admin account exists for the address: an existing user is
 * promoted (their password is left alone), otherwise an account is created
 * with the given password. Returns what it did.
 */
export async function ensureAdminAccount(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const normalised = email.trim().toLowerCase();
  const userId = await findUserIdByEmail(db, normalised);
  if (userId) {
    await promoteToAdmin(db, userId);
    return 'promoted';
  }
  await insertAdminUser(db, normalised, await hashPassword(password));
  return 'created';
}
