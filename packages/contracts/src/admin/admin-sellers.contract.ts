import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPlan } from '../plans.ts';
import { ZEmail } from '../validation.ts';
import { adminPageOf, ZAdminCursorQuery } from './admin-pagination.ts';
import { ZAdminUser } from './admin-users.contract.ts';

// The admin area's sellers (SPEC §7 'Admin'): every seller whatever its organizations, their links
// to organizations, listing optimisation and the alerting account that steers their alert mails.

export const ALERTING_ACCOUNT_NOT_FOUND = 'ALERTING_ACCOUNT_NOT_FOUND';
export const ALERTING_RECIPIENTS_MAX = 20;

export const ZAdminSeller = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    externalId: z.string().nullable(),
    listingOptimizationEnabled: z.boolean(),
    organizationCount: z.number().int(),
    connections: z
      .array(z.object({ provider: z.string(), status: z.enum(['active', 'inactive']) }))
      .describe('The marketplace connections and whether each is active'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminSeller' });
export type TAdminSeller = z.infer<typeof ZAdminSeller>;

export const ZAdminSellerOrganization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    plan: ZPlan,
    userCount: z.number().int(),
    linkedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminSellerOrganization' });

const ZSellerIdParams = z.object({ id: z.uuid('Unknown seller') });
const ZSellerOrganizationParams = ZSellerIdParams.extend({ orgId: z.uuid('Unknown organization') });
const ZOrganizations = z.object({ organizations: z.array(ZAdminSellerOrganization) });
const ZSearch = z.string().trim().max(200).optional();

export const listAdminSellersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers',
  summary: 'Every seller, by name; search matches name, slug or external id',
  tags: ['admin'],
  query: ZAdminCursorQuery.extend({ search: ZSearch }),
  responses: { 200: adminPageOf(ZAdminSeller), 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
});

export const listListingOptimizationSellersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers/listing-optimization-enabled',
  summary: 'Sellers by whether listing optimisation is switched on (enabled, default true), a numbered page at a time',
  tags: ['admin'],
  query: z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0).describe('0 is the first page (SPEC §9)'),
    perPage: z.coerce.number().int().min(1).max(100).default(5),
    search: ZSearch,
    enabled: z.enum(['true', 'false']).default('true'),
  }),
  responses: {
    200: z.object({
      pagination: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
      sellers: z.array(ZAdminSeller),
    }),
    401: ZErrorBody,
    403: ZErrorBody,
    422: ZErrorBody,
  },
});

export const getAdminSellerContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers/:id',
  summary: 'One seller',
  tags: ['admin'],
  params: ZSellerIdParams,
  responses: { 200: ZAdminSeller, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const listAdminSellerUsersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers/:id/users',
  summary: "The users of all the seller's organizations",
  tags: ['admin'],
  params: ZSellerIdParams,
  responses: {
    200: z.object({ users: z.array(ZAdminUser) }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});

export const listAdminSellerOrganizationsContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers/:id/organizations',
  summary: 'The organizations that see the seller',
  tags: ['admin'],
  params: ZSellerIdParams,
  responses: { 200: ZOrganizations, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const updateAdminSellerContract = defineContract({
  method: 'PATCH',
  path: '/v2/admin/sellers/:id',
  summary: 'Rename a seller, or switch its listing optimisation on or off',
  tags: ['admin'],
  params: ZSellerIdParams,
  body: z
    .object({
      name: z.string().trim().min(1, 'Write the seller name').max(120).optional(),
      listingOptimizationEnabled: z.boolean().optional(),
    })
    .refine((body) => body.name !== undefined || body.listingOptimizationEnabled !== undefined, {
      message: 'Send name or listingOptimizationEnabled',
    }),
  responses: { 200: ZAdminSeller, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

const organizationLinkResponses = {
  200: ZOrganizations,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
} as const;

export const linkSellerOrganizationContract = defineContract({
  method: 'POST',
  path: '/v2/admin/sellers/:id/organizations/:orgId',
  summary: 'Let an organization see the seller; 409 when it already does',
  tags: ['admin'],
  params: ZSellerOrganizationParams,
  responses: organizationLinkResponses,
});

export const moveSellerOrganizationContract = defineContract({
  method: 'PATCH',
  path: '/v2/admin/sellers/:id/organizations/:orgId',
  summary: 'Move the seller from organization orgId to body.organizationId (the link carries nothing else)',
  tags: ['admin'],
  params: ZSellerOrganizationParams,
  body: z.object({ organizationId: z.uuid('Unknown organization') }),
  responses: organizationLinkResponses,
});

export const unlinkSellerOrganizationContract = defineContract({
  method: 'DELETE',
  path: '/v2/admin/sellers/:id/organizations/:orgId',
  summary: 'Take the seller away from an organization; 409 for its last one (move it instead)',
  tags: ['admin'],
  params: ZSellerOrganizationParams,
  responses: organizationLinkResponses,
});

export const ZAlertingAccount = z
  .object({
    sellerId: z.uuid(),
    enabled: z.boolean().describe("false: the seller's alert mails stop, to its users and to the addresses below"),
    recipientEmails: z.array(z.string()).describe("Addresses that receive the seller's daily alert summary too"),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AlertingAccount' });
export type TAlertingAccount = z.infer<typeof ZAlertingAccount>;

export const ZAlertingAccountBody = z.object({
  enabled: z.boolean(),
  recipientEmails: z
    .array(ZEmail)
    .max(ALERTING_RECIPIENTS_MAX, `At most ${ALERTING_RECIPIENTS_MAX} email addresses`)
    .transform((list) => [...new Set(list)]),
  note: z.string().trim().max(1000).nullable().optional(),
});

export const getAlertingAccountContract = defineContract({
  method: 'GET',
  path: '/v2/admin/sellers/:id/alerting',
  summary: `The seller's alerting account; 404 with code ${ALERTING_ACCOUNT_NOT_FOUND} when it has none`,
  tags: ['admin'],
  params: ZSellerIdParams,
  responses: { 200: ZAlertingAccount, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const upsertAlertingAccountContract = defineContract({
  method: 'POST',
  path: '/v2/admin/sellers/:id/alerting',
  summary: "Create or replace the seller's alerting account",
  tags: ['admin'],
  params: ZSellerIdParams,
  body: ZAlertingAccountBody,
  responses: { 200: ZAlertingAccount, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
