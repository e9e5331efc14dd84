import { deleteSkuLeadTimeRoute } from './delete-sku-lead-time.route.ts';
import { getInventoryHistoryRoute } from './get-inventory-history.route.ts';
import { getInventoryPlanningRoute } from './get-inventory-planning.route.ts';
import { getStockRecommendationsReportRoute } from './get-stock-recommendations-report.route.ts';
import { getStockRecommendationsRoute } from './get-stock-recommendations.route.ts';
import { putInventoryPlanningRoute } from './put-inventory-planning.route.ts';
import { putSkuLeadTimeRoute } from './put-sku-lead-time.route.ts';

export const inventoryRoutes = [
  getStockRecommendationsRoute,
  getStockRecommendationsReportRoute,
  getInventoryHistoryRoute,
  getInventoryPlanningRoute,
  putInventoryPlanningRoute,
  putSkuLeadTimeRoute,
  deleteSkuLeadTimeRoute,
] as const;
