import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZEmail, ZPassword, withMatchingPasswords } from '../validation.ts';
import { ZSessionUser } from './session.ts';

export const ZSignUpUser = withMatchingPasswords(
  z.object({
    email: ZEmail,
    password: ZPassword,
    confirmedPassword: z.string(),
    firstName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().max(100).default(''),
    sellerName: z
      .string()
      .trim()
      .max(120)
      .optional()
      .describe('Optional: the first seller (store) of the new organization'),
    aggregatorSlug: z.string().trim().max(64).optional().describe('The partner whose invite link the user followed'),
  }),
);
export type TSignUpUser = z.input<typeof ZSignUpUser>;

export const ZRegisterBody = z.object({
  user: ZSignUpUser,
  token: z.string().max(200).nullish().describe('An invitation token: the user joins the inviting organization'),
});

export const ZRegisterResult = z.object({
  user: ZSessionUser,
  verificationEmailSent: z.boolean(),
});

export const registerContract = defineContract({
  method: 'POST',
  path: '/auth/register',
  summary:
    'Sign up: a new organization, or the inviting one when an invitation token is given; sends the verification mail',
  tags: ['auth'],
  body: ZRegisterBody,
  responses: { 201: ZRegisterResult, 409: ZErrorBody, 422: ZErrorBody },
});

export const registerInvitedUserContract = defineContract({
  method: 'POST',
  path: '/auth/register/user',
  summary: 'Sign up through an invitation: joins the inviting organization (the token is required)',
  tags: ['auth'],
  body: ZRegisterBody.extend({ token: z.string().min(1, 'This invitation is not valid').max(200) }),
  responses: { 201: ZRegisterResult, 409: ZErrorBody, 422: ZErrorBody },
});
