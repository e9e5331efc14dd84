// GET /api/v2/sellers/:sellerId/customer-satisfaction: ratings, reviews, negative reviews and returns per month, brand and product.
import { getCustomerSatisfactionTrendContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getCustomerSatisfactionTrend } from './customer-satisfaction.service.ts';

export const getCustomerSatisfactionTrendRoute = defineRoute({
  contract: getCustomerSatisfactionTrendContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return {
      status: 200 as const,
      body: await getCustomerSatisfactionTrend(deps.db, auth, params.sellerId, query),
    };
  },
});
