import { isUuidShaped } from '@brandlens/contracts';
import { and, eq, exists, organizationSellers, or, sellers, sql, type Database, type SQL } from '@brandlens/db';
import type { SellerScope } from '../../platform/tenancy/seller-scope.ts';

const sellerColumns = { id: sellers.id, slug: sellers.slug, name: sellers.name, externalId: sellers.externalId };

/** The condition that a seller row is visible in the scope. */
function visibleIn(db: Database, scope: SellerScope): SQL {
  if (scope.organizationId === null) return sql`true`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(organizationSellers)
      .where(
        and(eq(organizationSellers.sellerId, sellers.id), eq(organizationSellers.organizationId, scope.organizationId)),
      ),
  );
}

export async function findVisibleSellers(db: Database, scope: SellerScope) {
  return db.select(sellerColumns).from(sellers).where(visibleIn(db, scope)).orderBy(sellers.name);
}

/**
 * A seller by id or slug, only when the scope may see it. An id-shaped value
 * is an id and nothing else (no slug has that shape), so the answer is one
 * seller or none, never a choice between two.
 */
export async function findVisibleSeller(db: Database, scope: SellerScope, idOrSlug: string) {
  const match = isUuidShaped(idOrSlug) ? eq(sellers.id, idOrSlug) : eq(sellers.slug, idOrSlug);
  const [row] = await db
    .select(sellerColumns)
    .from(sellers)
    .where(and(match, visibleIn(db, scope)));
  return row;
}

/** Every seller, of any organization, holding the slug or the external id (at most two). */
export async function findSellersBySlugOrExternalId(db: Database, slug: string, externalId: string | undefined) {
  const match = externalId ? or(eq(sellers.slug, slug), eq(sellers.externalId, externalId)) : eq(sellers.slug, slug);
  return db.select(sellerColumns).from(sellers).where(match);
}

export async function insertOrganizationSeller(
  db: Database,
  organizationId: string,
  seller: { name: string; slug: string; externalId: string | null },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(sellers).values(seller).returning(sellerColumns);
    if (!created) throw new Error('seller not created');
    await tx.insert(organizationSellers).values({ organizationId, sellerId: created.id });
    return created;
  });
}
