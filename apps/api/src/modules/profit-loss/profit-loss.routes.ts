import { getSalesMetricsRoute } from './get-sales-metrics.route.ts';
import { getAsinProfitLossRoute } from './get-asin-profit-loss.route.ts';
import { findProfitLossRowsRoute } from './find-profit-loss-rows.route.ts';
import { getOperationsProfitLossRoute } from './get-operations-profit-loss.route.ts';
import { getOperationsReportRoute } from './get-operations-report.route.ts';
import { getProfitLossRoute } from './get-profit-loss.route.ts';

export const profitLossRoutes = [
  getProfitLossRoute,
  getOperationsProfitLossRoute,
  getOperationsReportRoute,
  findProfitLossRowsRoute,
  getAsinProfitLossRoute,
  getSalesMetricsRoute,
] as const;
