// How many invitations go out (ADR 0028): addresses per inviting account, per
// organization and per client, and invitations per address within the
// organization, so neither a colleague's account nor a stolen session turns
// the product into a mail cannon. A request is all or nothing: when one limit
// refuses, the hits already taken for it are given back and no mail goes.
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import {
  releaseRateLimit,
  takeRateLimit,
  type RateLimit,
  type RateLimitedError,
} from '../../platform/rate-limit/rate-limiter.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limits.ts';
import { organizationsErrors } from './organizations.errors.ts';

interface Hit {
  limit: RateLimit;
  subject: string;
  cost: number;
  refused: (retryAfterSeconds: number) => RateLimitedError;
}

/** Counts the addresses about to be mailed against every invitation limit, or throws the 429 of the first one passed. */
export async function takeInvitationAllowance(
  db: Database,
  auth: AuthContext,
  addresses: string[],
  clientAddress: string,
): Promise<void> {
  if (addresses.length === 0) return;
  const count = addresses.length;
  const hits: Hit[] = [
    {
      limit: RATE_LIMITS.invitationsPerAccount,
      subject: auth.user.id,
      cost: count,
      refused: organizationsErrors.tooManyInvitationsFromAccount,
    },
    {
      limit: RATE_LIMITS.invitationsPerOrganization,
      subject: auth.organization.id,
      cost: count,
      refused: organizationsErrors.tooManyInvitationsFromOrganization,
    },
    {
      limit: RATE_LIMITS.invitationsPerClient,
      subject: clientAddress,
      cost: count,
      refused: organizationsErrors.tooManyInvitationsFromClient,
    },
    ...addresses.map((address) => ({
      limit: RATE_LIMITS.invitationsPerAddress,
      // Per organization: another organization's invitations to the same address must not show here.
      subject: `${auth.organization.id}:${address}`,
      cost: 1,
      refused: (retryAfterSeconds: number) =>
        organizationsErrors.tooManyInvitationsToAddress(address, retryAfterSeconds),
    })),
  ];
  const taken: Hit[] = [];
  for (const hit of hits) {
    const outcome = await takeRateLimit(db, hit.limit, hit.subject, hit.cost);
    if (!outcome.isAllowed) {
      for (const done of taken) await releaseRateLimit(db, done.limit, done.subject, done.cost);
      throw hit.refused(outcome.retryAfterSeconds);
    }
    taken.push(hit);
  }
}
