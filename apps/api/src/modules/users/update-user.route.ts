// PATCH /api/users/:id: change your own profile (default currency, names).
import { updateUserContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateOwnProfile } from './users.service.ts';

export const updateUserRoute = defineRoute({
  contract: updateUserContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await updateOwnProfile(deps.db, auth, params.id, body) };
  },
});
