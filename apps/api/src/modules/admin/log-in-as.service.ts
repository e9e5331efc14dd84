// Log in as a user (SPEC §6): an admin opens a session of a user, marked an admin session and
// naming the admin, to see the app as that user sees it. Never another admin's account, never
// from inside such a session (define-route.ts gives those no admin access), at most an hour.
import { LOG_IN_AS_LIFETIME_MINUTES } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createToken } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findFirstSellerSlug, findLogInAsTarget, insertImpersonationSession } from './log-in-as.queries.ts';

export const LOG_IN_AS_LIFETIME_SECONDS = LOG_IN_AS_LIFETIME_MINUTES * 60;

export const logInAsErrors = {
  userNotFound: () => notFound('User not found'),
  targetIsAdmin: () =>
    new AppError(
      403,
      'LOG_IN_AS_ADMIN_REFUSED',
      'You cannot log in as another admin. Admin accounts are used only through the admin login.',
    ),
  crossSite: () =>
    new AppError(
      403,
      'LOG_IN_AS_CROSS_SITE',
      'Log in as was refused because the link did not come from the Brandlens admin area. Open the user in the admin area and use Log in as there.',
    ),
};

export interface LogInAsClient {
  ipAddress: string;
  userAgent: string | null;
}

/** Opens the session; returns its cookie token and the app path the user's dashboard starts at. */
export async function logInAsUser(
  db: Database,
  admin: AuthContext,
  targetUserId: string,
  client: LogInAsClient,
): Promise<{ token: string; path: string }> {
  const target = await findLogInAsTarget(db, targetUserId);
  if (!target) throw logInAsErrors.userNotFound();
  if (target.isAdmin) throw logInAsErrors.targetIsAdmin();
  const { token, tokenHash } = createToken();
  await insertImpersonationSession(db, admin, {
    tokenHash,
    target,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ipAddress: client.ipAddress,
  });
  const slug = await findFirstSellerSlug(db, target.organizationId);
  return { token, path: slug ? `/dashboard/sellers/${encodeURIComponent(slug)}` : '/dashboard' };
}
