// GET /api/v2/sellers/:sellerId/product-stock-recommendations: stock, velocity, cover and reorder per SKU and marketplace.
import { getStockRecommendationsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getStockRecommendations } from './stock-recommendations.service.ts';

export const getStockRecommendationsRoute = defineRoute({
  contract: getStockRecommendationsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    const { sellerSlug: _slug, ...body } = await getStockRecommendations(deps.db, auth, params.sellerId, query);
    return { status: 200 as const, body };
  },
});
