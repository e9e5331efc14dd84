// POST /api/v2/user/:id/add-seller-to-organization: 201 with the new seller, 409 with the one your
// organization already has, 422 when the slug or external id cannot be used (held elsewhere or reserved).
import { addSellerToOrganizationContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { sellerIdentifierUnavailable } from './sellers.errors.ts';
import { addSellerToOrganization } from './sellers.service.ts';

export const addSellerToOrganizationRoute = defineRoute({
  contract: addSellerToOrganizationContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    const result = await addSellerToOrganization(deps.db, auth, params.id, body);
    if (result.status === 'created') return { status: 201 as const, body: result.seller };
    if (result.status === 'unavailable') return { status: 422 as const, body: sellerIdentifierUnavailable() };
    return {
      status: 409 as const,
      body: { status: 'SELLER_EXISTS' as const, message: result.message, seller: result.seller },
    };
  },
});
