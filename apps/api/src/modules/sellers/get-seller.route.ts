// GET /api/v2/sellers/:sellerId: one seller by id or slug; 404 when not visible.
import { getSellerContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getSeller } from './sellers.service.ts';

export const getSellerRoute = defineRoute({
  contract: getSellerContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getSeller(deps.db, auth, params.sellerId) };
  },
});
