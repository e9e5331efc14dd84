import { asc, eq, users, type Database } from '@brandlens/db';

/** The organization's users, oldest first; only what the members list shows (no hash, no flags). */
export async function findOrganizationMembers(db: Database, organizationId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      activated: users.activated,
      joinedAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.createdAt), asc(users.email));
}
