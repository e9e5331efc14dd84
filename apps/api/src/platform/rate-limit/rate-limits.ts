// Every limit on logins and on mail the product sends, in one place (ADR 0028).
// Counted per subject in fixed windows that start at the subject's first hit.
import type { RateLimit } from './rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Password checks per account (the normalised username, known or not); a success starts it again. */
  loginPerAccount: { name: 'login-account', max: 5, windowSeconds: 15 * MINUTE },
  /** Failed password checks per client: one client guessing one password across many usernames. */
  loginPerClient: { name: 'login-client', max: 30, windowSeconds: 15 * MINUTE },
  /** Reset mails per address (for a known address, its account); past it the answer stays the same, no mail. */
  passwordResetPerAddress: { name: 'password-reset-address', max: 3, windowSeconds: HOUR },
  /** Reset requests per client, whatever the address. */
  passwordResetPerClient: { name: 'password-reset-client', max: 10, windowSeconds: HOUR },
  /** Verification mails sent again, per address and per client. */
  verificationPerAddress: { name: 'verification-address', max: 3, windowSeconds: HOUR },
  verificationPerClient: { name: 'verification-client', max: 10, windowSeconds: HOUR },
  /** Invited addresses per inviting account, per organisation, per client, and per organisation and address. */
  invitationsPerAccount: { name: 'invitations-account', max: 20, windowSeconds: HOUR },
  invitationsPerOrganization: { name: 'invitations-organization', max: 50, windowSeconds: DAY },
  invitationsPerClient: { name: 'invitations-client', max: 40, windowSeconds: HOUR },
  invitationsPerAddress: { name: 'invitations-address', max: 3, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;
