import type { TPlan, TUserRole } from '@brandlens/contracts';

/** Who is calling, resolved from the session cookie once per request. */
export interface AuthContext {
  sessionId: string;
  isAdminSession: boolean;
  /** Log in as: the admin who opened this session of another user; null for a user's own session. */
  impersonatorUserId: string | null;
  /** That admin's email, for the banner; null with impersonatorUserId. */
  impersonatorEmail: string | null;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: TUserRole;
    isAdmin: boolean;
    activated: boolean;
    acceptedTermsAt: Date | null;
    defaultCurrencyCode: string;
  };
  organization: { id: string; name: string; slug: string; plan: TPlan; stripeSubscriptionId: string | null };
}

/**
 * Admin access: an admin's own admin session. A session opened by log in as is marked an admin
 * session (banner, no terms prompt) yet is the user's, so it gets only what the user gets.
 */
export function hasAdminAccess(auth: AuthContext | null): boolean {
  return auth !== null && auth.isAdminSession && auth.user.isAdmin && auth.impersonatorUserId === null;
}
