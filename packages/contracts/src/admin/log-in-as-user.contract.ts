import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

/** How long a session opened by 'Log in as' lives, at most. */
export const LOG_IN_AS_LIFETIME_MINUTES = 60;

/**
 * SPEC §7 'Login-as-user URL': the browser navigates here (a link, not a fetch). The answer is a
 * redirect into the app as that user; the admin's own session waits to be returned to on logout.
 */
export const logInAsUserContract = defineContract({
  method: 'GET',
  path: '/v2/admin/users/:id/login',
  summary: "Log in as a user: opens an hour-long admin session of that user and redirects to the user's dashboard",
  tags: ['admin'],
  params: z.object({ id: z.uuid() }),
  responses: {
    302: z
      .object({
        location: z.string().describe('Where the browser is sent: the first seller of the user, or the dashboard'),
      })
      .describe('Logged in as the user; the Location header says where to go'),
    401: ZErrorBody,
    403: ZErrorBody.describe(
      'Not an admin session, a session already opened by log in as (no nesting), a request from another site, or an admin as target',
    ),
    404: ZErrorBody.describe('No such user'),
    422: ZErrorBody,
  },
});
