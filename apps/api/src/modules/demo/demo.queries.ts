import { eq, organizations, organizationSellers, sellers, sql, users, type Database } from '@brandlens/db';

export async function countOrganizations(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations);
  return row?.count ?? 0;
}

export async function findUserPasswordHash(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row?.passwordHash;
}

export interface DemoAccount {
  organization: { name: string; slug: string };
  user: { email: string; passwordHash: string; firstName: string; lastName: string };
  seller: { name: string; slug: string };
}

/** Creates the demo organization, user and seller in one transaction: all or nothing. */
export async function insertDemoAccount(db: Database, account: DemoAccount): Promise<void> {
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ ...account.organization, plan: 'DEFAULT' })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('demo organization was not created');
    await tx.insert(users).values({
      ...account.user,
      organizationId: organization.id,
      activated: true,
      acceptedTermsAt: new Date(),
    });
    const [seller] = await tx.insert(sellers).values(account.seller).returning({ id: sellers.id });
    if (!seller) throw new Error('demo seller was not created');
    await tx.insert(organizationSellers).values({ organizationId: organization.id, sellerId: seller.id });
  });
}
