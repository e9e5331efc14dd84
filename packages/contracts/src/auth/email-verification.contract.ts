import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZEmail } from '../validation.ts';
import { ZSessionUser } from './session.ts';

export const requestEmailVerificationContract = defineContract({
  method: 'POST',
  path: '/email-verifications',
  summary: 'Send the verification mail again; the answer is the same whether or not the address is known',
  tags: ['auth'],
  body: z.object({ email: ZEmail.optional().describe('Defaults to the logged-in user') }),
  responses: {
    202: z.object({ accepted: z.literal(true) }),
    429: ZErrorBody.describe('Too many requests from this client; see Retry-After'),
  },
});

export const verifyEmailContract = defineContract({
  method: 'POST',
  path: '/email-verifications/:evt',
  summary: 'Activate the account of a verification link (evt = email verification token)',
  tags: ['auth'],
  params: z.object({ evt: z.string().min(1).max(200) }),
  responses: { 200: z.object({ activatedUser: ZSessionUser }), 422: ZErrorBody },
});
