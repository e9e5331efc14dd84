import type { TSeller } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { notFound } from '../../platform/errors.ts';
import { sellerScopeFor } from '../../platform/tenancy/seller-scope.ts';
import {
  findSellerBySlugOrExternalId,
  findVisibleSeller,
  findVisibleSellers,
  insertOrganizationSeller,
} from './sellers.queries.ts';

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
  { status: 'created'; seller: TSeller } | { status: 'exists'; seller: TSeller | null; message: string };

/**
 * Adds a seller to the caller's organization. An existing slug or external id
 * is a result (SPEC §4), not an error; the existing seller is shown only when
 * the caller may already see it.
 */
export async function addSellerToOrganization(
  db: Database,
  auth: AuthContext,
  userId: string,
  input: { name: string; slug: string; externalId?: string | undefined },
): Promise<AddSellerResult> {
  if (userId !== auth.user.id) throw notFound('User not found');
  const existing = await findSellerBySlugOrExternalId(db, input.slug, input.externalId);
  if (existing) return existsResult(db, auth, existing.id);
  try {
    const seller = await insertOrganizationSeller(db, auth.organization.id, {
      ...input,
      externalId: input.externalId ?? null,
    });
    return { status: 'created', seller };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findSellerBySlugOrExternalId(db, input.slug, input.externalId);
    if (!raced) throw error;
    return existsResult(db, auth, raced.id);
  }
}

async function existsResult(db: Database, auth: AuthContext, sellerId: string): Promise<AddSellerResult> {
  const visible = await findVisibleSeller(db, sellerScopeFor(auth), sellerId);
  return {
    status: 'exists',
    seller: visible ?? null,
    message: visible
      ? 'This seller is already in your organization.'
      : 'This seller is already registered with Brandlens. Contact support to have it added to your organization.',
  };
}
