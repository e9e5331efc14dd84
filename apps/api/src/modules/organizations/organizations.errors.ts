import { RateLimitedError, formatWait } from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';

export const organizationsErrors = {
  tooManyInvitationsFromAccount: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_INVITATIONS',
      `You can invite ${RATE_LIMITS.invitationsPerAccount.max} addresses per hour. Wait ${formatWait(retryAfterSeconds)} to invite more.`,
      retryAfterSeconds,
    ),
  tooManyInvitationsFromOrganization: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_INVITATIONS',
      `Your organization can invite ${RATE_LIMITS.invitationsPerOrganization.max} addresses per day. Wait ${formatWait(retryAfterSeconds)} to invite more.`,
      retryAfterSeconds,
    ),
  tooManyInvitationsFromClient: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_INVITATIONS',
      `Too many invitations from your network. Wait ${formatWait(retryAfterSeconds)} to invite more.`,
      retryAfterSeconds,
    ),
  tooManyInvitationsToAddress: (address: string, retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_INVITATIONS_TO_ADDRESS',
      `${address} was invited ${RATE_LIMITS.invitationsPerAddress.max} times today already. Wait ${formatWait(retryAfterSeconds)} to invite it again.`,
      retryAfterSeconds,
    ),
};
