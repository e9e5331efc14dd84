import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZEmail } from '../validation.ts';
import { ZAdminOrganizationParams } from './admin-organizations.contract.ts';

// Invitations an admin makes for an organization (SPEC §7 'Admin'). Both are GETs in the spec, yet
// they write (a token, mails): the API refuses them when the browser says the request is cross-site.

export const ZAdminInviteLink = z
  .object({
    emailAddress: z.string(),
    /** The sign-up link with a single-use token for this address, valid 7 days; not mailed. */
    inviteUrl: z.url(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminInviteLink' });
export type TAdminInviteLink = z.infer<typeof ZAdminInviteLink>;

export const getAdminOrganizationInviteContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/:id/invite',
  summary: 'An invitation link into the organization for one address, to hand over; 409 when it has an account',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  query: z.object({ email: ZEmail }),
  responses: {
    200: ZAdminInviteLink,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    409: ZErrorBody,
    422: ZErrorBody,
    429: ZErrorBody,
  },
});

export const ADMIN_INVITE_KINDS = ['verification', 'invitation'] as const;

export const ZAdminInviteAllItem = z.object({
  emailAddress: z.string(),
  /** verification: a user who has not verified the address gets the link again; invitation: an invitee without an account gets a new one. */
  kind: z.enum(ADMIN_INVITE_KINDS),
  isSent: z.boolean(),
  /** Why not sent: the address had its mails for now (the per-address limits of ordinary mail). */
  reason: z.enum(['RATE_LIMITED']).nullable(),
});

export const ZAdminInviteAllResult = z
  .object({ items: z.array(ZAdminInviteAllItem) })
  .meta({ id: 'AdminInviteAllResult' });
export type TAdminInviteAllResult = z.infer<typeof ZAdminInviteAllResult>;

export const inviteAllAdminOrganizationContract = defineContract({
  method: 'GET',
  path: '/v2/admin/organizations/:id/invite-all',
  summary:
    'Mails again every user who has not verified the address and every invitee (last 30 days) without an account',
  tags: ['admin'],
  params: ZAdminOrganizationParams,
  responses: {
    200: ZAdminInviteAllResult,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});
