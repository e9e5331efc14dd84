import { hasAdminAccess, type AuthContext } from '../auth/auth-context.ts';

const brand: unique symbol = Symbol('SellerScope');

/**
 * Which sellers a caller may see: their organization's, or every seller for
 * an admin's own admin session (one opened by log in as sees what the user
 * sees). Seller queries take a scope, never a bare organization id, and a
 * scope can only be made from a resolved session, so no query can skip the
 * tenancy check by accident.
 */
export interface SellerScope {
  readonly [brand]: true;
  /** null: every seller (admin sessions). */
  readonly organizationId: string | null;
}

export function sellerScopeFor(auth: AuthContext): SellerScope {
  return { [brand]: true, organizationId: hasAdminAccess(auth) ? null : auth.organization.id };
}

/**
 * The caller's own organization's sellers, for an admin session too: what the
 * organization holds (its portfolio), not every seller an admin may open.
 */
export function organizationScopeFor(auth: AuthContext): SellerScope & { readonly organizationId: string } {
  return { [brand]: true, organizationId: auth.organization.id };
}
