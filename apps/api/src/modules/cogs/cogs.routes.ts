import { createCostOfGoodsSoldRoute } from './create-cost-of-goods-sold.route.ts';
import { findCogsStatusByExternalIdsRoute } from './find-cogs-status-by-external-ids.route.ts';
import { getCogsStatusRoute } from './get-cogs-status.route.ts';
import { getCostOfGoodsSoldTemplateRoute } from './get-cost-of-goods-sold-template.route.ts';
import { listCostOfGoodsSoldRoute } from './list-cost-of-goods-sold.route.ts';
import { uploadCostOfGoodsSoldRoute } from './upload-cost-of-goods-sold.route.ts';

export const cogsRoutes = [
  createCostOfGoodsSoldRoute,
  uploadCostOfGoodsSoldRoute,
  listCostOfGoodsSoldRoute,
  getCostOfGoodsSoldTemplateRoute,
  getCogsStatusRoute,
  findCogsStatusByExternalIdsRoute,
] as const;
