// GET /api/v2/sellers/:sellerId/product-stock-recommendations/report?format=csv|xlsx: the same rows as a download.
import { getStockRecommendationsReportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getStockRecommendationsReport } from './stock-recommendations-report.service.ts';

export const getStockRecommendationsReportRoute = defineRoute({
  contract: getStockRecommendationsReportContract,
  access: 'user',
  async handler({ params, query, auth, reply, deps }) {
    const file = await getStockRecommendationsReport(deps.db, auth, params.sellerId, query);
    // A string or Buffer body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    return { status: 200 as const, body: file.body };
  },
});
