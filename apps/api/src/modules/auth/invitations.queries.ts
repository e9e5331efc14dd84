import { eq, organizations, users, type Database } from '@brandlens/db';

export async function findInviter(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}
