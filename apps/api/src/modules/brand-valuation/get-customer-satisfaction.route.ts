// GET /api/v2/sellers/:sellerId/brands/:brand/customer-satisfaction: reviews, ratings, account health and repeat customers.
import { getCustomerSatisfactionContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getCustomerSatisfaction } from './customer-satisfaction.service.ts';

export const getCustomerSatisfactionRoute = defineRoute({
  contract: getCustomerSatisfactionContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return {
      status: 200 as const,
      body: await getCustomerSatisfaction(deps.db, auth, params.sellerId, params.brand),
    };
  },
});
