import type { Database } from '@brandlens/db';
import { createToken, hashToken } from '../../platform/auth/tokens.ts';
import {
  consumeUserToken,
  expireOtherLiveTokens,
  findLiveUserToken,
  insertUserToken,
  type NewUserToken,
  type TokenPurpose,
} from './user-tokens.queries.ts';

/** How long a mailed link works. */
export const TOKEN_LIFETIME_HOURS: Record<TokenPurpose, number> = {
  password_reset: 1,
  email_verification: 24,
  invite: 7 * 24,
};

// A user's reset and verification links replace each other: only the newest one works.
const NEWEST_ONLY: ReadonlySet<TokenPurpose> = new Set(['password_reset', 'email_verification']);

/** Issues a single-use token for a mailed link; only its hash is stored. Returns the token for the link. */
export async function issueUserToken(
  db: Database,
  token: Omit<NewUserToken, 'tokenHash' | 'expiresAt'>,
): Promise<string> {
  const { token: value, tokenHash } = createToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_HOURS[token.purpose] * 3_600_000);
  await insertUserToken(db, { ...token, tokenHash, expiresAt });
  if (token.userId && NEWEST_ONLY.has(token.purpose))
    await expireOtherLiveTokens(db, token.purpose, token.userId, tokenHash);
  return value;
}

export function redeemUserToken(db: Database, purpose: TokenPurpose, token: string) {
  return consumeUserToken(db, purpose, hashToken(token));
}

export function peekUserToken(db: Database, purpose: TokenPurpose, token: string) {
  return findLiveUserToken(db, purpose, hashToken(token));
}
