// Rows of the admin organization reads, shaped for the contracts: dates as ISO strings, nothing else.
import type {
  TAdminOrganization,
  TAdminOrganizationSeller,
  TAdminOrganizationSuggestion,
  TAdminOrganizationUser,
} from '@brandlens/contracts';
import type {
  AdminOrganizationRow,
  OrganizationSellerRow,
  OrganizationUserRow,
  SuggestionRow,
} from './admin-organizations.queries.ts';

export const isoOf = (value: Date | string) => new Date(value).toISOString();

export function serializeAdminOrganization(row: AdminOrganizationRow): TAdminOrganization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    plan: row.plan,
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripeSubscriptionStatus: row.stripeSubscriptionStatus,
    userCount: row.userCount,
    sellerCount: row.sellerCount,
    createdAt: isoOf(row.createdAt),
  };
}

export const serializeSuggestion = (row: SuggestionRow): TAdminOrganizationSuggestion => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  userEmails: row.userEmails ?? [],
  sellerSlugs: row.sellerSlugs ?? [],
});

export const serializeOrganizationUser = (row: OrganizationUserRow): TAdminOrganizationUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isAdmin: row.isAdmin,
  activated: row.activated,
  createdAt: isoOf(row.createdAt),
  lastSeenAt: row.lastSeenAt === null ? null : isoOf(row.lastSeenAt),
});

export const serializeOrganizationSeller = (row: OrganizationSellerRow): TAdminOrganizationSeller => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  externalId: row.externalId,
  listingOptimizationEnabled: row.listingOptimizationEnabled,
  addedAt: isoOf(row.addedAt),
});
