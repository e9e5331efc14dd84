import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { SESSION_LIFETIME_DAYS } from '../../platform/auth/session-cookie.ts';
import { findLiveSession } from '../../platform/auth/sessions.queries.ts';
import { createToken } from '../../platform/auth/tokens.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { authErrors, LOGIN_THROTTLE } from './auth.errors.ts';
import {
  countRecentFailures,
  findLoginUser,
  insertLoginAttempt,
  insertSession,
  revokeSession,
} from './auth.queries.ts';

// Verifying against a real hash when the account does not exist keeps the
// answer time the same, so timing does not tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('no account has this password'));

export interface LoginInput {
  username: string;
  password: string;
  ipAddress: string;
  userAgent: string | null;
  asAdmin: boolean;
}

/**
 * Checks the throttle for the account (not the client address, which a
 * client can spoof), then the password; every failure looks the same.
 */
export async function checkCredentials(db: Database, input: LoginInput) {
  const username = input.username.trim().toLowerCase();
  if ((await countRecentFailures(db, username)) >= LOGIN_THROTTLE.maxFailures) throw authErrors.tooManyAttempts();

  const user = await findLoginUser(db, username);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const isAllowed = user !== undefined && isPasswordRight && (!input.asAdmin || user.isAdmin);
  await insertLoginAttempt(db, username, isAllowed, input.ipAddress);
  if (!isAllowed || !user) throw authErrors.invalidSession();
  return { id: user.id, organizationId: user.organizationId };
}

export type SessionClient = Pick<LoginInput, 'ipAddress' | 'userAgent' | 'asAdmin'>;

/** Opens a session for a user whose identity is already established; returns the cookie token. */
export async function openSession(
  db: Database,
  userId: string,
  client: SessionClient,
): Promise<{ token: string; auth: AuthContext }> {
  const { token, tokenHash } = createToken();
  await insertSession(db, {
    tokenHash,
    userId,
    isAdminSession: client.asAdmin,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_DAYS * 86_400_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ipAddress: client.ipAddress,
  });
  const auth = await findLiveSession(db, tokenHash);
  if (!auth) throw authErrors.invalidSession();
  return { token, auth };
}

export async function logIn(db: Database, input: LoginInput): Promise<{ token: string; auth: AuthContext }> {
  const user = await checkCredentials(db, input);
  return openSession(db, user.id, input);
}

export async function logOut(db: Database, auth: AuthContext | null): Promise<void> {
  if (auth) await revokeSession(db, auth.sessionId);
}
