import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZLoginResult } from './session.ts';

export const ZLoginBody = z.object({
  username: z.string().trim().min(1, 'Must be a valid email').max(254),
  password: z.string().min(1).max(1024),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const loginContract = defineContract({
  method: 'POST',
  path: '/auth/login',
  summary: "Log in with email and password; sets the session cookie. Any failure answers 401 'Invalid session'",
  tags: ['auth'],
  body: ZLoginBody,
  responses: { 200: ZLoginResult, 401: ZErrorBody, 429: ZErrorBody },
});

export const adminLoginContract = defineContract({
  method: 'POST',
  path: '/auth/admin/login',
  summary: 'Log in to an admin account; the session is an admin session',
  tags: ['auth', 'admin'],
  body: ZLoginBody,
  responses: { 200: ZLoginResult, 401: ZErrorBody, 429: ZErrorBody },
});
