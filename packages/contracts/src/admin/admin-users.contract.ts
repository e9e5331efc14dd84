import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPlan, ZUserRole } from '../plans.ts';
import { ZEmailSettings } from '../users/users.contract.ts';
import { adminPageOf, ZAdminCursorQuery } from './admin-pagination.ts';

// The admin area's users (SPEC §7 'Admin'): every user of every organization, their profile,
// role and organization, their email settings, and deleting an account.

export const ZAdminUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: ZUserRole,
    isAdmin: z.boolean(),
    activated: z.boolean().describe('The email address is verified'),
    organization: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), plan: ZPlan }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserDetail = ZAdminUser.extend({
  sessionCount: z.number().int().describe('Live sessions: not expired, not logged out'),
  lastSeenAt: z.iso.datetime().nullable().describe('The latest request of any of its sessions'),
}).meta({ id: 'AdminUserDetail' });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

const ZUserIdParams = z.object({ id: z.uuid('Unknown user') });
const userResponses = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody } as const;

export const listAdminUsersContract = defineContract({
  method: 'GET',
  path: '/v2/admin/users',
  summary: 'Every user, by email; search matches email or name',
  tags: ['admin'],
  query: ZAdminCursorQuery.extend({
    search: z.string().trim().max(200).optional(),
    organizationId: z.uuid('Unknown organization').optional(),
    role: ZUserRole.optional(),
    isAdmin: z.enum(['true', 'false']).optional(),
  }),
  responses: { 200: adminPageOf(ZAdminUser), 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
});

export const getAdminUserContract = defineContract({
  method: 'GET',
  path: '/v2/admin/users/:id',
  summary: 'One user with their organization, live sessions and when last seen',
  tags: ['admin'],
  params: ZUserIdParams,
  responses: { 200: ZAdminUserDetail, ...userResponses },
});

export const updateAdminUserContract = defineContract({
  method: 'PATCH',
  path: '/v2/admin/users/:id',
  summary: 'Change a user: name, role, activation, or move them to another organization',
  tags: ['admin'],
  params: ZUserIdParams,
  body: z
    .object({
      firstName: z.string().trim().max(100).optional(),
      lastName: z.string().trim().max(100).optional(),
      role: ZUserRole.optional(),
      activated: z.boolean().optional(),
      organizationId: z.uuid('Unknown organization').optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Send at least one of firstName, lastName, role, activated and organizationId',
    }),
  responses: { 200: ZAdminUserDetail, ...userResponses },
});

export const deleteAdminUserContract = defineContract({
  method: 'DELETE',
  path: '/v2/admin/users/:id',
  summary: 'Delete a user and end their sessions; 409 for an admin or yourself',
  tags: ['admin'],
  params: ZUserIdParams,
  responses: { 200: z.object({ id: z.uuid(), email: z.string() }), 409: ZErrorBody, ...userResponses },
});

const ZEmailSettingsBody = z.object({ emailSettings: ZEmailSettings });

export const getAdminUserEmailSettingsContract = defineContract({
  method: 'GET',
  path: '/v2/admin/users/:id/email-settings',
  summary: 'Which mails the user receives',
  tags: ['admin'],
  params: ZUserIdParams,
  responses: { 200: ZEmailSettingsBody, ...userResponses },
});

export const updateAdminUserEmailSettingsContract = defineContract({
  method: 'PUT',
  path: '/v2/admin/users/:id/email-settings',
  summary: 'Choose which mails the user receives',
  tags: ['admin'],
  params: ZUserIdParams,
  body: ZEmailSettingsBody,
  responses: { 200: ZEmailSettingsBody, ...userResponses },
});

export const ZEmailSettingKey = ZEmailSettings.keyof();

export const getAdminEmailSettingsCatalogueContract = defineContract({
  method: 'GET',
  path: '/v2/admin/email-settings',
  summary: 'The email settings a user has, what each is and its default',
  tags: ['admin'],
  responses: {
    200: z.object({
      emailSettings: z.array(z.object({ key: ZEmailSettingKey, description: z.string(), defaultValue: z.boolean() })),
    }),
    401: ZErrorBody,
    403: ZErrorBody,
  },
});
