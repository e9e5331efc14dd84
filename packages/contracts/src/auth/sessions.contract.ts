import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSession } from './session.ts';

export const verifySessionContract = defineContract({
  method: 'POST',
  path: '/sessions/verification',
  summary: "The current session's user, organization, admin flag and role; 401 'Invalid session' without one",
  tags: ['auth'],
  responses: { 200: ZSession, 401: ZErrorBody },
});

export const deleteSessionContract = defineContract({
  method: 'DELETE',
  path: '/sessions',
  summary:
    'Log out: revokes the current session and clears the cookie; ending a log in as returns to the admin session',
  tags: ['auth'],
  responses: {
    200: z.object({
      loggedOut: z.literal(true),
      redirectLocation: z
        .string()
        .optional()
        .describe("Path to open next when the admin's own session was restored (the end of a log in as)"),
    }),
  },
});
