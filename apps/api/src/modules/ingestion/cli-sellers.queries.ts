import { eq, organizations, organizationSellers, sellers, type Database } from '@brandlens/db';

export async function findSellerIdBySlug(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.slug, slug));
  return row?.id;
}

/** Adds a seller to the organization of that slug, creating the organization when it does not exist. */
export async function insertSellerIntoOrganization(
  db: Database,
  organization: { name: string; slug: string },
  seller: { name: string; slug: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values({ ...organization, plan: 'DEFAULT' })
      .onConflictDoNothing({ target: organizations.slug });
    const [owner] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, organization.slug));
    if (!owner) throw new Error(`organization ${organization.slug} missing`);
    const [created] = await tx.insert(sellers).values(seller).returning({ id: sellers.id });
    if (!created) throw new Error('seller not created');
    await tx.insert(organizationSellers).values({ organizationId: owner.id, sellerId: created.id });
    return created.id;
  });
}
