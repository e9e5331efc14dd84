// GET /api/v2/admin/sellers/:id: one seller, whatever organizations see it.
import { getAdminSellerContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getSellerForAdmin } from './admin-sellers.service.ts';

export const getAdminSellerRoute = defineRoute({
  contract: getAdminSellerContract,
  access: 'admin',
  async handler({ params, deps }) {
    return { status: 200 as const, body: await getSellerForAdmin(deps.db, params.id) };
  },
});
