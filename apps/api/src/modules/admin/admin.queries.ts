import { eq, organizations, users, type Database } from '@brandlens/db';

export const STAFF_ORGANIZATION = { name: 'Brandlens staff', slug: 'brandlens-staff' } as const;

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

export async function promoteToAdmin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Creates an admin account in the staff organization (created on first use). */
export async function insertAdminUser(db: Database, email: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values({ ...STAFF_ORGANIZATION, plan: 'ENTERPRISE' })
      .onConflictDoNothing({ target: organizations.slug });
    const [staff] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, STAFF_ORGANIZATION.slug));
    if (!staff) throw new Error('staff organization missing');
    await tx.insert(users).values({
      email,
      passwordHash,
      organizationId: staff.id,
      firstName: 'Admin',
      isAdmin: true,
      activated: true,
      acceptedTermsAt: new Date(),
    });
  });
}

export async function updateUserRole(db: Database, email: string, role: 'USER' | 'OPERATIONS'): Promise<boolean> {
  const rows = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
  return rows.length > 0;
}
