import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPassword, withMatchingPasswords } from '../validation.ts';

export const CHANGE_PASSWORD_MESSAGES = {
  currentPasswordRequired: 'Write your current password',
  sameAsCurrent: 'Choose a new password that differs from the current one',
  wrongCurrentPassword: 'Your current password is not correct.',
} as const;

export const ZChangePasswordBody = withMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentPasswordRequired).max(1024),
    password: ZPassword,
    confirmedPassword: z.string(),
  }),
).refine((value) => value.password !== value.currentPassword, {
  message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
  path: ['password'],
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/v2/user/change-password',
  summary:
    'Change your password: the current one is checked (throttled like login), every other session of yours is ended, this one stays',
  tags: ['users'],
  body: ZChangePasswordBody,
  responses: {
    200: z.object({
      passwordChanged: z.literal(true),
      otherSessionsEnded: z.number().int().describe('Sessions of yours in other browsers that were logged out'),
    }),
    401: ZErrorBody,
    403: ZErrorBody.describe("code 'LOGGED_IN_AS_USER': an admin logged in as the user may not change it"),
    422: ZErrorBody.describe("code 'WRONG_CURRENT_PASSWORD', or the field messages in details.errors"),
    429: ZErrorBody.describe('Too many wrong passwords for this account: wait, or reset the password'),
  },
});
