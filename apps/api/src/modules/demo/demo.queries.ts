import {
  accountHealthSnapshots,
  customerStatsMonths,
  eq,
  organizations,
  organizationSellers,
  productCategoryRanks,
  productReviewSnapshots,
  products,
  sellers,
  shopifyRevenueDays,
  sql,
  users,
  type Database,
} from '@brandlens/db';
import type { DemoValuationSources } from '@brandlens/db/demo';

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

/** Rows per INSERT, well under PostgreSQL's 65 535 parameters at 13 columns. */
const INSERT_CHUNK = 2_000;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * The demo seller's brand valuation sources, in one transaction; rows already
 * there (a second run over the same period) are left as they are.
 */
export async function insertDemoValuationSources(
  db: Database,
  sellerId: string,
  sources: DemoValuationSources,
): Promise<void> {
  await db.transaction(async (tx) => {
    await inChunks(sources.reviewSnapshots, (chunk) =>
      tx
        .insert(productReviewSnapshots)
        .values(
          chunk.map(({ stars, ...row }) => ({
            ...row,
            sellerId,
            oneStar: stars[0],
            twoStar: stars[1],
            threeStar: stars[2],
            fourStar: stars[3],
            fiveStar: stars[4],
          })),
        )
        .onConflictDoNothing(),
    );
    await inChunks(sources.categoryRanks, (chunk) =>
      tx
        .insert(productCategoryRanks)
        .values(chunk.map((row) => ({ ...row, sellerId })))
        .onConflictDoNothing(),
    );
    await inChunks(sources.accountHealth, (chunk) =>
      tx
        .insert(accountHealthSnapshots)
        .values(chunk.map((row) => ({ ...row, sellerId })))
        .onConflictDoNothing(),
    );
    await inChunks(sources.customerStats, (chunk) =>
      tx
        .insert(customerStatsMonths)
        .values(chunk.map((row) => ({ ...row, sellerId })))
        .onConflictDoNothing(),
    );
    await inChunks(sources.shopifyRevenue, (chunk) =>
      tx
        .insert(shopifyRevenueDays)
        .values(chunk.map((row) => ({ ...row, sellerId })))
        .onConflictDoNothing(),
    );
  });
}
