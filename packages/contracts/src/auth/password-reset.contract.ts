import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZEmail, ZPassword, withMatchingPasswords } from '../validation.ts';

export const requestPasswordResetContract = defineContract({
  method: 'POST',
  path: '/auth/request-password-reset-link',
  summary: 'Mail a password reset link (valid 1 hour); the answer is the same whether or not the address is known',
  tags: ['auth'],
  body: z.object({ email: ZEmail }),
  responses: {
    202: z.object({ accepted: z.literal(true) }),
    429: ZErrorBody.describe('Too many requests from this client; see Retry-After'),
  },
});

export const ZResetPasswordBody = withMatchingPasswords(
  z.object({ token: z.string().min(1).max(200), password: ZPassword, confirmedPassword: z.string() }),
);

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with a reset token; every session of the user is revoked',
  tags: ['auth'],
  body: ZResetPasswordBody,
  responses: { 200: z.object({ passwordChanged: z.literal(true) }), 422: ZErrorBody },
});
