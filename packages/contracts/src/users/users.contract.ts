import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSessionUser } from '../auth/session.ts';
import { ZSupportedCurrency } from '../validation.ts';

export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one of defaultCurrencyCode, firstName and lastName';

const ZUserParams = z.object({ id: z.uuid('Unknown user') });

export const getUserContract = defineContract({
  method: 'GET',
  path: '/users/:id',
  summary: 'A user of your organization',
  tags: ['users'],
  params: ZUserParams,
  responses: { 200: ZSessionUser, 401: ZErrorBody, 404: ZErrorBody },
});

export const updateUserContract = defineContract({
  method: 'PATCH',
  path: '/users/:id',
  summary: 'Change your own profile: default currency, name',
  tags: ['users'],
  params: ZUserParams,
  body: z
    .object({
      defaultCurrencyCode: ZSupportedCurrency.optional(),
      firstName: z.string().trim().max(100).optional(),
      lastName: z.string().trim().max(100).optional(),
    })
    // An empty change would be an UPDATE without a column: refused here, with what to send.
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: NOTHING_TO_CHANGE_MESSAGE,
    }),
  responses: { 200: ZSessionUser, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const acceptTermsContract = defineContract({
  method: 'POST',
  path: '/v2/user/accept-autopilot-terms-and-conditions',
  summary: 'Accept the terms and conditions',
  tags: ['users'],
  responses: { 200: z.object({ user: ZSessionUser }), 401: ZErrorBody },
});

export const ZEmailSettings = z
  .object({
    dailyAlertSummary: z.boolean().describe('A daily mail with the alerts of the last day'),
    weeklyInsights: z.boolean().describe('A weekly mail with performance insights'),
    productNews: z.boolean().describe('Occasional mails about new features'),
    importResults: z.boolean().describe('A mail when a report you uploaded has been imported, or could not be'),
  })
  .meta({ id: 'EmailSettings' });
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const getEmailSettingsContract = defineContract({
  method: 'GET',
  path: '/v2/user/email-settings',
  summary: 'Which mails you receive',
  tags: ['users'],
  responses: { 200: z.object({ emailSettings: ZEmailSettings }), 401: ZErrorBody },
});

export const updateEmailSettingsContract = defineContract({
  method: 'PUT',
  path: '/v2/user/email-settings',
  summary: 'Choose which mails you receive',
  tags: ['users'],
  body: z.object({ emailSettings: ZEmailSettings }),
  responses: { 200: z.object({ emailSettings: ZEmailSettings }), 401: ZErrorBody, 422: ZErrorBody },
});
