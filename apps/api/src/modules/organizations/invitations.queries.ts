import { and, eq, gt, inArray, isNull, organizations, sql, userTokens, users, type Database } from '@brandlens/db';

export async function findRegisteredEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}

export async function findPendingInvites(db: Database, organizationId: string) {
  return db
    .select({ emailAddress: userTokens.email, invitedAt: userTokens.createdAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.organizationId, organizationId),
        eq(userTokens.purpose, 'invite'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(userTokens.createdAt);
}

export async function findOrganizationName(db: Database, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}
