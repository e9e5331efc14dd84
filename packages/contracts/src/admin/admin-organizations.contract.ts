import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPlan, ZUserRole } from '../plans.ts';
import { adminPageOf, ZAdminCursorQuery } from './admin-pagination.ts';

// The admin area's reads of organizations (SPEC §7 'Admin'): the searchable list, the search box's
// suggestions, one organization, its users and its sellers. `:id` takes an organization's id or slug.

export const ZAdminOrganization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    plan: ZPlan,
    /** The live Stripe subscription, null when not subscribed (SPEC §4). */
    stripeSubscriptionId: z.string().nullable(),
    stripeSubscriptionStatus: z.string().nullable(),
    userCount: z.number().int(),
    sellerCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminOrganization' });
export type TAdminOrganization = z.infer<typeof ZAdminOrganization>;

export const ZAdminOrganizationList = adminPageOf(ZAdminOrganization).meta({ id: 'AdminOrganizationList' });
export type TAdminOrganizationList = z.infer<typeof ZAdminOrganizationList>;

export const ZAdminOrganizationsQuery = ZAdminCursorQuery.extend({
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Part of the name or slug, of a user's email or of a seller's slug (case-insensitive)"),
  plan: ZPlan.optional(),
});
export type TAdminOrganizationsQuery = z.infer<typeof ZAdminOrganizationsQuery>;

export const ZAdminOrganizationParams = z.object({
  id: z.string().min(1).max(200).describe("The organization's id or slug"),
});

const errors = { 401: ZErrorBody, 403: ZErrorBody } as const;

export const listAdminOrganizationsContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations',
  summary: 'Organizations, newest first, searched and filtered by plan, a page at a time',
  tags: ['admin'],
  query: ZAdminOrganizationsQuery,
  responses: { 200: ZAdminOrganizationList, 422: ZErrorBody, ...errors },
});

export const ZAdminOrganizationSuggestion = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    /** Its users' emails, those matching the term first, at most ADMIN_SUGGESTION_VALUES. */
    userEmails: z.array(z.string()),
    /** Its sellers' slugs, those matching the term first, at most ADMIN_SUGGESTION_VALUES. */
    sellerSlugs: z.array(z.string()),
  })
  .meta({ id: 'AdminOrganizationSuggestion' });
export type TAdminOrganizationSuggestion = z.infer<typeof ZAdminOrganizationSuggestion>;

export const ADMIN_SUGGESTIONS_MAX = 20;
export const ADMIN_SUGGESTION_VALUES = 10;

export const listAdminOrganizationSuggestionsContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/user-emails-seller-slugs',
  summary: "The search box's suggestions: organizations matching a term, with their users' emails and sellers' slugs",
  tags: ['admin'],
  query: z.object({ search: z.string().trim().min(1, 'Type at least one character').max(200) }),
  responses: {
    200: z.object({ items: z.array(ZAdminOrganizationSuggestion).max(ADMIN_SUGGESTIONS_MAX) }),
    422: ZErrorBody,
    ...errors,
  },
});

export const getAdminOrganizationContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/:id',
  summary: 'One organization, by id or slug',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  responses: { 200: ZAdminOrganization, 404: ZErrorBody, 422: ZErrorBody, ...errors },
});

export const ZAdminOrganizationUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: ZUserRole,
    isAdmin: z.boolean(),
    /** Whether the email address is verified (SPEC §4). */
    activated: z.boolean(),
    createdAt: z.iso.datetime(),
    /** The last request of any of the user's sessions; null when never logged in. */
    lastSeenAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminOrganizationUser' });
export type TAdminOrganizationUser = z.infer<typeof ZAdminOrganizationUser>;

export const listAdminOrganizationUsersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/:id/users',
  summary: "The organization's users, oldest first",
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  responses: { 200: z.object({ items: z.array(ZAdminOrganizationUser) }), 404: ZErrorBody, 422: ZErrorBody, ...errors },
});

export const ZAdminOrganizationSeller = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    externalId: z.string().nullable(),
    listingOptimizationEnabled: z.boolean(),
    /** When the seller was added to this organization. */
    addedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminOrganizationSeller' });
export type TAdminOrganizationSeller = z.infer<typeof ZAdminOrganizationSeller>;

export const listAdminOrganizationSellersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/:id/sellers',
  summary: "The organization's sellers, in the order they were added",
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  responses: {
    200: z.object({ items: z.array(ZAdminOrganizationSeller) }),
    404: ZErrorBody,
    422: ZErrorBody,
    ...errors,
  },
});
