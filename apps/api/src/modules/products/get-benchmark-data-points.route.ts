// GET /api/v2/benchmark-data-points?sellerId&productId: a product against its category's products.
import { getBenchmarkDataPointsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getBenchmarkDataPoints } from './benchmark.service.ts';

export const getBenchmarkDataPointsRoute = defineRoute({
  contract: getBenchmarkDataPointsContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return { status: 200 as const, body: await getBenchmarkDataPoints(deps.db, auth, query) };
  },
});
