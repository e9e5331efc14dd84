// GET /api/v2/sellers/:sellerId/product-chart: one metric of one product per day or month.
import { getProductChartContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProductChart } from './product-chart.service.ts';

export const getProductChartRoute = defineRoute({
  contract: getProductChartContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getProductChart(deps.db, auth, params.sellerId, query) };
  },
});
