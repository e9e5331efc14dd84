import {
  and,
  eq,
  gt,
  isNull,
  lt,
  organizationSellers,
  sellers,
  shopifyInstallGrants,
  sql,
  type Database,
} from '@brandlens/db';

export class ShopLinkedElsewhereError extends Error {}

const sellerColumns = { id: sellers.id, slug: sellers.slug, name: sellers.name, externalId: sellers.externalId };

/** Stores a new grant (its hash only) and drops grants that expired more than a day ago. */
export async function insertInstallGrant(
  db: Database,
  grant: { tokenHash: string; externalId: string; expiresAt: Date },
): Promise<void> {
  await db.delete(shopifyInstallGrants).where(lt(shopifyInstallGrants.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(shopifyInstallGrants).values(grant);
}

const isLiveGrant = (tokenHash: string, externalId: string) =>
  and(
    eq(shopifyInstallGrants.tokenHash, tokenHash),
    eq(shopifyInstallGrants.externalId, externalId),
    isNull(shopifyInstallGrants.usedAt),
    gt(shopifyInstallGrants.expiresAt, sql`now()`),
  );

export async function isLiveInstallGrant(db: Database, tokenHash: string, externalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shopifyInstallGrants.id })
    .from(shopifyInstallGrants)
    .where(isLiveGrant(tokenHash, externalId));
  return row !== undefined;
}

export async function findSellerByExternalId(db: Database, externalId: string) {
  const [row] = await db.select(sellerColumns).from(sellers).where(eq(sellers.externalId, externalId));
  return row;
}

export type LinkShopResult =
  | { status: 'linked'; seller: { id: string; slug: string; name: string; externalId: string | null } }
  | { status: 'grant-used' };

/**
 * Redeems the grant and links the shop to the organization, in one
 * transaction: a new seller when the shop is unknown, nothing to do when the
 * organization already has it. A shop another organization has (or that is
 * registered without one) throws ShopLinkedElsewhereError and redeems nothing.
 */
export async function linkShopToOrganization(
  db: Database,
  input: { grantHash: string; organizationId: string; externalId: string; name: string; slug: string },
): Promise<LinkShopResult> {
  return db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(shopifyInstallGrants)
      .set({ usedAt: sql`now()` })
      .where(isLiveGrant(input.grantHash, input.externalId))
      .returning({ id: shopifyInstallGrants.id });
    if (!redeemed) return { status: 'grant-used' as const };

    const [existing] = await tx
      .select(sellerColumns)
      .from(sellers)
      .where(eq(sellers.externalId, input.externalId))
      .for('update');
    if (existing) {
      const [own] = await tx
        .select({ sellerId: organizationSellers.sellerId })
        .from(organizationSellers)
        .where(
          and(
            eq(organizationSellers.sellerId, existing.id),
            eq(organizationSellers.organizationId, input.organizationId),
          ),
        );
      if (!own) throw new ShopLinkedElsewhereError();
      return { status: 'linked' as const, seller: existing };
    }
    const [created] = await tx
      .insert(sellers)
      .values({ name: input.name, slug: input.slug, externalId: input.externalId })
      .returning(sellerColumns);
    if (!created) throw new Error('seller not created');
    await tx.insert(organizationSellers).values({ organizationId: input.organizationId, sellerId: created.id });
    return { status: 'linked' as const, seller: created };
  });
}
