// Log in as: the user an admin opens, where that user lands, and the session opened for it
// together with its audit record.
import { LOG_IN_AS_LIFETIME_MINUTES } from '@brandlens/contracts';
import { eq, organizationSellers, sellers, sessions, sql, users, type Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { recordAdminAction } from './audit-log.queries.ts';

export async function findLogInAsTarget(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The slug of the organization's first seller in the order the app lists them (by name), if any. */
export async function findFirstSellerSlug(db: Database, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: sellers.slug })
    .from(organizationSellers)
    .innerJoin(sellers, eq(sellers.id, organizationSellers.sellerId))
    .where(eq(organizationSellers.organizationId, organizationId))
    .orderBy(sellers.name, sellers.slug)
    .limit(1);
  return row?.slug;
}

export interface NewImpersonation {
  tokenHash: string;
  target: { id: string; email: string };
  userAgent: string | null;
  ipAddress: string;
}

/**
 * The user's session, flagged an admin session and naming the admin, living an hour by the
 * database's clock (the clock its expiry is checked against); the audit row lands with it.
 */
export async function insertImpersonationSession(
  db: Database,
  admin: Pick<AuthContext, 'user'>,
  session: NewImpersonation,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: session.tokenHash,
      userId: session.target.id,
      isAdminSession: true,
      impersonatorUserId: admin.user.id,
      expiresAt: sql`now() + make_interval(mins => ${LOG_IN_AS_LIFETIME_MINUTES})`,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    });
    await recordAdminAction(tx, admin, session.ipAddress, {
      action: 'user.login-as',
      targetType: 'user',
      targetId: session.target.id,
      targetLabel: session.target.email,
    });
  });
}
