import { z } from 'zod';
import { ZCurrencyCode } from '../currencies.ts';
import { ZPlan, ZUserRole } from '../plans.ts';

export const ZSessionUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    activated: z.boolean().describe('Email address verified'),
    acceptedAutopilotTnC: z.boolean().describe('Accepted the terms and conditions (the field keeps its former name)'),
    defaultCurrencyCode: ZCurrencyCode,
  })
  .meta({ id: 'SessionUser' });

export const ZSessionOrganization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    plan: ZPlan,
    stripeSubscriptionId: z.string().nullable(),
  })
  .meta({ id: 'SessionOrganization' });

export const ZSession = z
  .object({
    user: ZSessionUser,
    organization: ZSessionOrganization,
    isAdminSession: z.boolean(),
    userRole: ZUserRole,
    impersonatedBy: z
      .string()
      .optional()
      .describe("The admin's email when an admin logged in as this user (log in as); absent otherwise"),
  })
  .meta({ id: 'Session' });

export type TSessionUser = z.infer<typeof ZSessionUser>;
export type TSessionOrganization = z.infer<typeof ZSessionOrganization>;
export type TSession = z.infer<typeof ZSession>;

/** SPEC §7: the login result adds where to go next. */
export const ZLoginResult = ZSession.extend({
  redirectLocation: z.string().nullable().describe('Path to open after login, when the server has one'),
  inviteUrl: z.string().nullable().describe('Full-page redirect to follow after login, when set'),
}).meta({ id: 'LoginResult' });
export type TLoginResult = z.infer<typeof ZLoginResult>;
