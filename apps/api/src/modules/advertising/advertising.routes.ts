import { getAdAsinsRoute } from './get-ad-asins.route.ts';
import { getAdCampaignsReportRoute } from './get-ad-campaigns-report.route.ts';
import { getAdCampaignsRoute } from './get-ad-campaigns.route.ts';
import { getAdKpisRoute } from './get-ad-kpis.route.ts';
import { getAdMetricsRoute } from './get-ad-metrics.route.ts';
import { getPpcReportUrlRoute } from './get-ppc-report-url.route.ts';

export const advertisingRoutes = [
  getAdMetricsRoute,
  getAdKpisRoute,
  getAdCampaignsRoute,
  getAdAsinsRoute,
  getAdCampaignsReportRoute,
  getPpcReportUrlRoute,
] as const;
