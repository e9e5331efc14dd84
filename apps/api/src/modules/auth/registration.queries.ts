import {
  aggregators,
  and,
  eq,
  gt,
  isNull,
  organizations,
  organizationSellers,
  sellers,
  shopifyInstallGrants,
  sql,
  users,
  userTokens,
  type Database,
} from '@brandlens/db';
import { RESERVED_SELLER_SLUGS } from '../sellers/reserved-slugs.ts';

export class InviteAlreadyUsedError extends Error {}
export class InstallGrantUsedError extends Error {}

export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function findAggregatorId(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: aggregators.id }).from(aggregators).where(eq(aggregators.slug, slug));
  return row?.id;
}

/** Slugs already taken that start with `base`. */
async function takenSlugs(
  db: Database,
  table: typeof organizations | typeof sellers,
  base: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(sql`${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}`);
  return new Set(rows.map((row) => row.slug));
}

export async function freeSlug(db: Database, table: 'organizations' | 'sellers', base: string): Promise<string> {
  const taken = await takenSlugs(db, table === 'organizations' ? organizations : sellers, base);
  // A seller named 'Portfolio' or 'Alert Types' would be shadowed by the paths of those words.
  if (table === 'sellers') for (const reserved of RESERVED_SELLER_SLUGS) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface NewAccount {
  organization:
    { existingId: string; inviteTokenHash: string } | { name: string; slug: string; aggregatorId: string | null };
  user: { email: string; passwordHash: string; firstName: string; lastName: string; activated: boolean };
  seller: { name: string; slug: string; externalId?: string } | null;
  /** A Shopify install grant redeemed with the sign-up, so a failed sign-up leaves it usable. */
  installGrant?: { tokenHash: string; externalId: string };
}

/** Creates the organization (unless joining one), the user and the first seller in one transaction. */
export async function insertAccount(db: Database, account: NewAccount) {
  return db.transaction(async (tx) => {
    if (account.installGrant) {
      const [redeemed] = await tx
        .update(shopifyInstallGrants)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(shopifyInstallGrants.tokenHash, account.installGrant.tokenHash),
            eq(shopifyInstallGrants.externalId, account.installGrant.externalId),
            isNull(shopifyInstallGrants.usedAt),
            gt(shopifyInstallGrants.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: shopifyInstallGrants.id });
      if (!redeemed) throw new InstallGrantUsedError();
    }
    let organizationId: string;
    if ('existingId' in account.organization) {
      organizationId = account.organization.existingId;
      // Redeemed in the same transaction: a failed sign-up leaves the invitation usable.
      const [redeemed] = await tx
        .update(userTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userTokens.tokenHash, account.organization.inviteTokenHash),
            eq(userTokens.purpose, 'invite'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: userTokens.id });
      if (!redeemed) throw new InviteAlreadyUsedError();
    } else {
      const [organization] = await tx
        .insert(organizations)
        .values(account.organization)
        .returning({ id: organizations.id });
      if (!organization) throw new Error('organization not created');
      organizationId = organization.id;
    }
    const [user] = await tx
      .insert(users)
      .values({ ...account.user, organizationId })
      .returning();
    if (!user) throw new Error('user not created');
    let seller: { id: string; slug: string; name: string; externalId: string | null } | undefined;
    if (account.seller) {
      [seller] = await tx
        .insert(sellers)
        .values(account.seller)
        .returning({ id: sellers.id, slug: sellers.slug, name: sellers.name, externalId: sellers.externalId });
      if (!seller) throw new Error('seller not created');
      await tx.insert(organizationSellers).values({ organizationId, sellerId: seller.id });
    }
    return { ...user, seller };
  });
}
