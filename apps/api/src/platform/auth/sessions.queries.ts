import { and, eq, gt, isNull, organizations, sessions, sql, users, type Database } from '@brandlens/db';
import type { AuthContext } from './auth-context.ts';

const TOUCH_INTERVAL = sql`interval '5 minutes'`;
const impersonators = sql.identifier('impersonators');

/** The live session of a token hash, with its user and organization; undefined when expired or revoked. */
export async function findLiveSession(db: Database, tokenHash: string): Promise<AuthContext | undefined> {
  return (await findLiveSessionForRequest(db, tokenHash))?.auth;
}

/**
 * findLiveSession for a request, which also says whether its activity is due to be recorded:
 * the database compares with its own clock, as touchSession does, so most reads skip that write
 * (a round trip per request under load) without the app's clock having a say.
 */
export async function findLiveSessionForRequest(
  db: Database,
  tokenHash: string,
): Promise<{ auth: AuthContext; isTouchDue: boolean } | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      isAdminSession: sessions.isAdminSession,
      impersonatorUserId: sessions.impersonatorUserId,
      impersonatorEmail: sql<string | null>`(select ${impersonators}.email from ${users} as ${impersonators}
        where ${impersonators}.id = ${sessions.impersonatorUserId})`,
      isTouchDue: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_INTERVAL}`,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isAdmin: users.isAdmin,
        activated: users.activated,
        acceptedTermsAt: users.acceptedTermsAt,
        defaultCurrencyCode: users.defaultCurrencyCode,
      },
      organization: {
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        plan: organizations.plan,
        stripeSubscriptionId: organizations.stripeSubscriptionId,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return undefined;
  const { isTouchDue, ...auth } = row;
  return { auth, isTouchDue };
}

/** Records activity at most every few minutes, so reads do not each cost a write. */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - ${TOUCH_INTERVAL}`));
}
