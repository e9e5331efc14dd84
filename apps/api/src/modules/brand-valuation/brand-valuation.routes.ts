import { getBrandsOverviewRoute } from './get-brands-overview.route.ts';
import { getCustomerSatisfactionRoute } from './get-customer-satisfaction.route.ts';
import { getFundingEstimateRoute } from './get-funding-estimate.route.ts';
import { getPerformanceRoute } from './get-performance.route.ts';
import { getProfitabilityRoute } from './get-profitability.route.ts';
import { listSellerBrandsRoute } from './list-seller-brands.route.ts';

export const brandValuationRoutes = [
  listSellerBrandsRoute,
  getBrandsOverviewRoute,
  getPerformanceRoute,
  getProfitabilityRoute,
  getCustomerSatisfactionRoute,
  getFundingEstimateRoute,
] as const;
