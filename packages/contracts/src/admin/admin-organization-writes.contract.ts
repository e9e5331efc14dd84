import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPlan } from '../plans.ts';
import { ZSlug } from '../validation.ts';
import { ZAdminOrganization, ZAdminOrganizationParams } from './admin-organizations.contract.ts';

// The admin area's writes on organizations (SPEC §7 'Admin'). Each one is recorded in the audit log.

const errors = { 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody } as const;

const ZOrganizationName = z.string().trim().min(1, 'Write a name').max(200, 'At most 200 characters');

export const ZAdminOrganizationUpdate = z
  .object({ name: ZOrganizationName.optional(), slug: ZSlug.optional() })
  .refine((body) => body.name !== undefined || body.slug !== undefined, 'Change the name or the slug');
export type TAdminOrganizationUpdate = z.infer<typeof ZAdminOrganizationUpdate>;

export const updateAdminOrganizationContract = defineContract({
  method: 'PATCH',
  path: '/v2/admin/organizations/:id',
  summary: 'Renames an organization or changes its slug; 409 when another organization has the slug',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  body: ZAdminOrganizationUpdate,
  responses: { 200: ZAdminOrganization, 404: ZErrorBody, 409: ZErrorBody, ...errors },
});

export const updateAdminOrganizationPlanContract = defineContract({
  method: 'PATCH',
  path: '/v2/admin/organizations/:id/plan',
  summary:
    'Sets the plan; 409 when moving an organization with a live Stripe subscription to DEFAULT (Stripe would set it back)',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  body: z.object({ plan: ZPlan }),
  responses: { 200: ZAdminOrganization, 404: ZErrorBody, 409: ZErrorBody, ...errors },
});

export const ZAdminOrganizationCreate = z.object({
  name: ZOrganizationName,
  /** Without one, a free slug is made from the name, as sign-up does. */
  slug: ZSlug.optional(),
  plan: ZPlan.default('DEFAULT'),
});
export type TAdminOrganizationCreate = z.infer<typeof ZAdminOrganizationCreate>;

export const createAdminOrganizationContract = defineContract({
  method: 'POST',
  path: '/v2/admin/organizations',
  summary: 'Creates an organization without users; 409 when the slug given is taken',
  tags: ['admin'],
  body: ZAdminOrganizationCreate,
  responses: { 201: ZAdminOrganization, 409: ZErrorBody, ...errors },
});

export const ADD_SELLER_STATUSES = ['ADDED', 'ALREADY_ADDED'] as const;

/** SPEC §8: the client reads a 409's status as a result (already added), not as an error. */
export const ZAdminAddSellerResult = z
  .object({
    status: z.enum(ADD_SELLER_STATUSES),
    message: z.string(),
    seller: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'AdminAddSellerResult' });
export type TAdminAddSellerResult = z.infer<typeof ZAdminAddSellerResult>;

export const addAdminOrganizationSellerContract = defineContract({
  method: 'POST',
  path: '/v2/admin/organizations/:id/add-seller',
  summary: 'Adds a seller (by id or slug) to the organization; 409 with status ALREADY_ADDED when it is one already',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  body: z.object({ seller: z.string().trim().min(1, "Write the seller's id or slug").max(200) }),
  responses: { 200: ZAdminAddSellerResult, 409: ZAdminAddSellerResult, 404: ZErrorBody, ...errors },
});
