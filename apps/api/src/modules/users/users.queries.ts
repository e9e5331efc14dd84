import type { TEmailSettings } from '@brandlens/contracts';
import { and, eq, sql, userEmailSettings, users, type Database } from '@brandlens/db';

export async function findOrganizationUser(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row;
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: { defaultCurrencyCode?: string; firstName?: string; lastName?: string },
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

export async function markTermsAccepted(db: Database, userId: string) {
  const [row] = await db
    .update(users)
    .set({ acceptedTermsAt: sql`coalesce(${users.acceptedTermsAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function findEmailSettings(db: Database, userId: string) {
  const [row] = await db.select().from(userEmailSettings).where(eq(userEmailSettings.userId, userId));
  return row;
}

export async function upsertEmailSettings(db: Database, userId: string, settings: TEmailSettings) {
  const [row] = await db
    .insert(userEmailSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userEmailSettings.userId, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  return row;
}
