// Every module's routes, in one list: the app registers them under /api, and the
// authorisation matrix and the contract fuzz suite walk the same list, so a new
// route cannot be left out of either.
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { accountHealthRoutes } from './modules/account-health/account-health.routes.ts';
import { advertisingRoutes } from './modules/advertising/advertising.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { sendDailyAlertSummaryRoute } from './modules/alerts/send-daily-alert-summary.route.ts';
import { adProfilesRoutes } from './modules/amazon-ads/ad-profiles.routes.ts';
import { amazonSyncRoutes } from './modules/amazon-sp-api/amazon-sync.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { brandConfigurationsRoutes } from './modules/brand-configurations/brand-configurations.routes.ts';
import { brandValuationRoutes } from './modules/brand-valuation/brand-valuation.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { cogsRoutes } from './modules/cogs/cogs.routes.ts';
import { connectionsRoutes } from './modules/connections/connections.routes.ts';
import { customerSatisfactionRoutes } from './modules/customer-satisfaction/customer-satisfaction.routes.ts';
import { fxRoutes } from './modules/fx/fx.routes.ts';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { profitLossRoutes } from './modules/profit-loss/profit-loss.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { weeklyInsightsRoutes } from './modules/weekly-insights/weekly-insights.routes.ts';
import type { Route } from './platform/http/define-route.ts';

export const allRoutes: readonly Route[] = [
  ...systemRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...organizationsRoutes,
  ...sellersRoutes,
  ...adminRoutes,
  sendDailyAlertSummaryRoute,
  ...cogsRoutes,
  ...fxRoutes,
  ...ingestionRoutes,
  ...profitLossRoutes,
  ...brandValuationRoutes,
  ...brandConfigurationsRoutes,
  ...billingRoutes,
  ...connectionsRoutes,
  ...amazonSyncRoutes,
  ...adProfilesRoutes,
  ...inventoryRoutes,
  ...alertsRoutes,
  ...advertisingRoutes,
  ...weeklyInsightsRoutes,
  ...accountHealthRoutes,
  ...customerSatisfactionRoutes,
  ...productsRoutes,
];
