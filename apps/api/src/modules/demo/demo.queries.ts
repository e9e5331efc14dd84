import { eq, organizations, organizationSellers, products, sellers, sql, users, type Database } from '@brandlens/db';

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

/** Creates the demo organization, user and seller in one transaction: all or nothing. Returns the seller id. */
export async function insertDemoAccount(db: Database, account: DemoAccount): Promise<string> {
  return db.transaction(async (tx) => {
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
    return seller.id;
  });
}

export interface DemoProductRow {
  sku: string;
  asin: string;
  parentAsin: string;
  brand: string;
  title: string;
  marketplaceId: string;
}

/** The demo catalog (brands, titles, ASINs); the importer adds only SKUs it sees, so this fills the rest. */
export async function upsertDemoProducts(
  db: Database,
  sellerId: string,
  catalog: readonly DemoProductRow[],
): Promise<void> {
  if (catalog.length === 0) return;
  await db
    .insert(products)
    .values(catalog.map((product) => ({ ...product, sellerId })))
    .onConflictDoUpdate({
      target: [products.sellerId, products.marketplaceId, products.sku],
      set: {
        asin: sql`excluded.asin`,
        parentAsin: sql`excluded.parent_asin`,
        brand: sql`excluded.brand`,
        title: sql`excluded.title`,
      },
    });
}
