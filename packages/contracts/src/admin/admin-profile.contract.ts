import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

export const getAdminProfileContract = defineContract({
  method: 'GET',
  path: '/v2/admin/profile',
  summary: "The admin behind an admin session; 403 'Forbidden' for everyone else",
  tags: ['admin'],
  responses: {
    200: z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() }),
    401: ZErrorBody,
    403: ZErrorBody,
  },
});
