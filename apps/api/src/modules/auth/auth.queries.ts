import { and, eq, isNull, loginAttempts, ne, sessions, sql, users, type Database } from '@brandlens/db';

export async function findLoginUser(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      passwordHash: users.passwordHash,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** One checked password, kept as the account's login history (the throttle counts in rate_limit_counters). */
export async function insertLoginAttempt(
  db: Database,
  username: string,
  succeeded: boolean,
  ipAddress: string,
): Promise<void> {
  await db.insert(loginAttempts).values({ username, succeeded, ipAddress });
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  isAdminSession: boolean;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Sets the new password hash and ends every other live session of the user, together; returns how many ended. */
export async function replacePasswordKeepingSession(
  db: Database,
  userId: string,
  passwordHash: string,
  keptSessionId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  });
}
