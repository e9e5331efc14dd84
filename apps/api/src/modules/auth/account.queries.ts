import { eq, users, type Database } from '@brandlens/db';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, activated: users.activated })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function activateUser(db: Database, userId: string) {
  const [row] = await db.update(users).set({ activated: true }).where(eq(users.id, userId)).returning();
  return row;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
