import type { TSession } from '@brandlens/contracts';

/** SPEC §4/§6: the terms prompt is for users who have not accepted, never for admin sessions. */
export const shouldShowTerms = (session: Pick<TSession, 'user' | 'isAdminSession'> | undefined): boolean =>
  session !== undefined && !session.isAdminSession && !session.user.acceptedAutopilotTnC;
