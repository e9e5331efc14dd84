// GET /api/v2/admin/sellers/:id/users: the users of every organization that sees the seller.
import { listAdminSellerUsersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listSellerUsers } from './admin-sellers.service.ts';

export const listAdminSellerUsersRoute = defineRoute({
  contract: listAdminSellerUsersContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await listSellerUsers(deps.db, params.id) };
  },
});
