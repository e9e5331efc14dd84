import type { AuthContext } from './auth-context.ts';
import { AppError } from '../errors.ts';

// What an account may do before its address is verified (ADR 0028): read and
// set up its own account, not act on anyone else's inbox or store what the
// product processes (invitations, uploads, cost of goods, marketplace links).
export const EMAIL_VERIFICATION_REQUIRED_MESSAGE =
  'Verify your email address first: open the link in the mail we sent you when you signed up, or send it again from the dashboard.';

/** 403 for a session whose user has not verified their email address yet. */
export function requireVerifiedEmail(auth: AuthContext | null): void {
  if (auth && !auth.user.activated)
    throw new AppError(403, 'EMAIL_VERIFICATION_REQUIRED', EMAIL_VERIFICATION_REQUIRED_MESSAGE);
}
