import type { Database } from '@brandlens/db';
import { hasAdminAccess, type AuthContext } from '../../platform/auth/auth-context.ts';
import { SESSION_LIFETIME_DAYS } from '../../platform/auth/session-cookie.ts';
import { findLiveSession } from '../../platform/auth/sessions.queries.ts';
import { createToken, hashToken } from '../../platform/auth/tokens.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { authErrors } from './auth.errors.ts';
import { findLoginUser, insertSession, revokeSession } from './auth.queries.ts';
import { reservePasswordCheck, settlePasswordCheck } from './login-throttle.service.ts';

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
 * Takes a slot from the account's and the client's throttles, then checks the
 * password; every failure looks the same. The client address is request.ip,
 * which honours X-Forwarded-For only behind a trusted proxy (TRUST_PROXY).
 */
export async function checkCredentials(db: Database, input: LoginInput) {
  const username = input.username.trim().toLowerCase();
  await reservePasswordCheck(db, username, input.ipAddress, authErrors.tooManyAttempts);

  const user = await findLoginUser(db, username);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const isAllowed = user !== undefined && isPasswordRight && (!input.asAdmin || user.isAdmin);
  await settlePasswordCheck(db, username, input.ipAddress, isAllowed);
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

/**
 * The end of a log in as: the admin's own session waits in the return cookie. It is resumed only
 * when it is still live, is the admin who opened the session just ended, and is that admin's own
 * admin session; otherwise the browser is simply logged out.
 */
export async function findResumableAdminSession(
  db: Database,
  ended: AuthContext | null,
  returnToken: string | undefined,
): Promise<AuthContext | undefined> {
  if (!ended?.impersonatorUserId || !returnToken) return undefined;
  const admin = await findLiveSession(db, hashToken(returnToken));
  if (!admin || admin.user.id !== ended.impersonatorUserId || !hasAdminAccess(admin)) return undefined;
  return admin;
}
