import { MESSAGES } from '@brandlens/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { adminProfileQueryOptions } from '../../lib/session/get-admin-profile';
import { next, type Guard } from './guard-pipeline';

// SPEC §4/§6: admin pages need a successful admin profile call, else the error page shows 403
// 'Forbidden'. As with the auth guard, an unreachable server is reported as what it is.
export function createAdminGuard(queryClient: QueryClient): Guard {
  return {
    name: 'admin',
    async run({ flags }) {
      if (!flags.admin) return next;
      try {
        await queryClient.fetchQuery(adminProfileQueryOptions());
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          throw new ApiError(403, MESSAGES.forbidden, error.body);
        }
        throw error;
      }
      return next;
    },
  };
}
