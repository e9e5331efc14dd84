import type { TSeller } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { notFound } from '../../platform/errors.ts';
import { sellerScopeFor } from '../../platform/tenancy/seller-scope.ts';
import {
  findSellersBySlugOrExternalId,
  findVisibleSeller,
  findVisibleSellers,
  insertOrganizationSeller,
} from './sellers.queries.ts';
import { RESERVED_SELLER_SLUGS } from './reserved-slugs.ts';

export const sellerNotFound = () => notFound('Seller not found');

export async function listSellers(db: Database, auth: AuthContext): Promise<TSeller[]> {
  return findVisibleSellers(db, sellerScopeFor(auth));
}

/** A seller the caller may not see answers 404, exactly like one that does not exist. */
export async function getSeller(db: Database, auth: AuthContext, idOrSlug: string): Promise<TSeller> {
  const seller = await findVisibleSeller(db, sellerScopeFor(auth), idOrSlug);
  if (!seller) throw sellerNotFound();
  return seller;
}

export type AddSellerResult =
  | { status: 'created'; seller: TSeller }
  | { status: 'exists'; seller: TSeller; message: string }
  | { status: 'unavailable' };

/**
 * Adds a seller to the caller's organization. A seller the caller already
 * sees is a result (SPEC §8: 409 with it). A slug or external id held by a
 * seller the caller may not see answers 'unavailable', the same answer as a
 * reserved slug, so that another organization's sellers cannot be told apart
 * (docs/decisions/0030).
 */
export async function addSellerToOrganization(
  db: Database,
  auth: AuthContext,
  userId: string,
  input: { name: string; slug: string; externalId?: string | undefined },
): Promise<AddSellerResult> {
  if (userId !== auth.user.id) throw notFound('User not found');
  // A reserved slug answers exactly like a slug held by another organization.
  if (RESERVED_SELLER_SLUGS.has(input.slug)) return { status: 'unavailable' };
  const holders = await findSellersBySlugOrExternalId(db, input.slug, input.externalId);
  if (holders.length > 0) return takenResult(db, auth, holders);
  try {
    const seller = await insertOrganizationSeller(db, auth.organization.id, {
      ...input,
      externalId: input.externalId ?? null,
    });
    return { status: 'created', seller };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findSellersBySlugOrExternalId(db, input.slug, input.externalId);
    if (raced.length === 0) throw error;
    return takenResult(db, auth, raced);
  }
}

async function takenResult(db: Database, auth: AuthContext, holders: TSeller[]): Promise<AddSellerResult> {
  const scope = sellerScopeFor(auth);
  for (const holder of holders) {
    const visible = await findVisibleSeller(db, scope, holder.id);
    if (visible) return { status: 'exists', seller: visible, message: 'This seller is already in your organization.' };
  }
  return { status: 'unavailable' };
}
