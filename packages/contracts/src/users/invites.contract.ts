import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZInviteEmailAddresses } from '../validation.ts';

export const ZInviteSent = z.object({ emailAddress: z.string(), emailAlreadyRegistered: z.boolean() });

export const inviteUsersContract = defineContract({
  method: 'POST',
  path: '/v2/user/:id/invite-users-to-organization',
  summary: 'Invite colleagues by email into your organization (not for operations users)',
  tags: ['invites'],
  params: z.object({ id: z.uuid() }),
  body: z.object({ emailAddresses: ZInviteEmailAddresses }),
  responses: {
    200: z.object({ inviteSent: z.array(ZInviteSent) }),
    401: ZErrorBody,
    403: ZErrorBody.describe('An operations user, or an email address not verified yet'),
    404: ZErrorBody,
    422: ZErrorBody,
    429: ZErrorBody.describe('Past an invitation limit; see Retry-After. Nothing was sent'),
  },
});

export const ZPendingInvite = z.object({
  emailAddress: z.string(),
  invitedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const listInvitesContract = defineContract({
  method: 'GET',
  path: '/invites',
  summary: "Your organization's pending invitations",
  tags: ['invites'],
  responses: { 200: z.object({ invites: z.array(ZPendingInvite) }), 401: ZErrorBody },
});

export const checkInviteContract = defineContract({
  method: 'POST',
  path: '/invites',
  summary: 'Check an invitation token before sign-up: the invited address and the organization',
  tags: ['invites'],
  body: z.object({ token: z.string().min(1).max(200) }),
  responses: { 200: z.object({ emailAddress: z.string(), organizationName: z.string() }), 422: ZErrorBody },
});
