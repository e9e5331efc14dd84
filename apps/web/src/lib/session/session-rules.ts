import type { TSession, TSessionUser } from '@brandlens/contracts';

// SPEC §6 role rules that several features apply to the session.

/** Operations users cannot invite users or upgrade, and carry a badge. */
export const isOperationsUser = (session: Pick<TSession, 'userRole'>): boolean => session.userRole === 'OPERATIONS';

export const getFullName = (user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string =>
  [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ') || user.email;
