import { getBenchmarkDataPointsRoute } from './get-benchmark-data-points.route.ts';
import { getProductChartRoute } from './get-product-chart.route.ts';
import { getProductDetailRoute } from './get-product-detail.route.ts';
import { getProductDetailsListRoute } from './get-product-details-list.route.ts';
import { getProductsCatalogExportRoute } from './get-products-catalog-export.route.ts';
import { getProductsCatalogRoute } from './get-products-catalog.route.ts';
import { getResourceProductsRoute } from './get-resource-products.route.ts';
import { getSellerResourcesRoute } from './get-seller-resources.route.ts';

export const productsRoutes = [
  getProductsCatalogRoute,
  getProductsCatalogExportRoute,
  getProductDetailsListRoute,
  getProductDetailRoute,
  getProductChartRoute,
  getSellerResourcesRoute,
  getResourceProductsRoute,
  getBenchmarkDataPointsRoute,
] as const;
