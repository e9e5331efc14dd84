import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZUserRole } from '../plans.ts';
import { ZPendingInvite } from './invites.contract.ts';

export const ZOrganizationMember = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: ZUserRole,
    activated: z.boolean().describe('Email address verified'),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'OrganizationMember' });
export type TOrganizationMember = z.infer<typeof ZOrganizationMember>;

export type TPendingInvitation = z.infer<typeof ZPendingInvite>;

export const getOrganizationMembersContract = defineContract({
  method: 'GET',
  path: '/v2/organization/members',
  summary: "Your organization's members, and the invitations not accepted yet (one per address, the latest)",
  tags: ['users', 'invites'],
  responses: {
    200: z.object({
      organization: z.object({ name: z.string() }),
      members: z.array(ZOrganizationMember),
      pendingInvitations: z.array(ZPendingInvite).describe('One per address: its latest invitation still valid'),
    }),
    401: ZErrorBody,
  },
});
