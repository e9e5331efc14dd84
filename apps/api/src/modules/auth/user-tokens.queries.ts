import { and, eq, gt, isNull, ne, sql, userTokens, type Database } from '@brandlens/db';

export type TokenPurpose = 'email_verification' | 'password_reset' | 'invite';

export interface NewUserToken {
  purpose: TokenPurpose;
  tokenHash: string;
  email: string;
  userId?: string | null;
  organizationId?: string | null;
  createdByUserId?: string | null;
  expiresAt: Date;
}

export async function insertUserToken(db: Database, token: NewUserToken): Promise<void> {
  await db.insert(userTokens).values(token);
}

/**
 * Ends the user's other live tokens of a purpose, after a new one was stored:
 * only the newest mailed link works. Run after the insert, so of two requests
 * racing, each ends the other's token once it is visible: never two live.
 */
export async function expireOtherLiveTokens(
  db: Database,
  purpose: TokenPurpose,
  userId: string,
  keptTokenHash: string,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(userTokens.purpose, purpose),
        eq(userTokens.userId, userId),
        ne(userTokens.tokenHash, keptTokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    );
}

const isLive = (purpose: TokenPurpose, tokenHash: string) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

/** Marks a live token used and returns it, in one statement, so two requests cannot both use it. */
export async function consumeUserToken(db: Database, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(isLive(purpose, tokenHash))
    .returning();
  return row;
}

export async function findLiveUserToken(db: Database, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db.select().from(userTokens).where(isLive(purpose, tokenHash));
  return row;
}
