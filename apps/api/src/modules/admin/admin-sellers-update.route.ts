// PATCH /api/v2/admin/sellers/:id: rename a seller or switch its listing optimisation; audited.
import { updateAdminSellerContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { updateSellerAsAdmin } from './admin-sellers.service.ts';

export const updateAdminSellerRoute = defineRoute({
  contract: updateAdminSellerContract,
  access: 'admin',
  async handler({ params, body, auth, request, deps }) {
    const actor = { auth, ip: request.ip };
    return { status: 200 as const, body: await updateSellerAsAdmin(deps.db, actor, params.id, body) };
  },
});
