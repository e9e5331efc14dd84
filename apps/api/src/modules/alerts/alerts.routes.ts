import { getAlertReportRoute } from './get-alert-report.route.ts';
import { getAlertRulesRoute } from './get-alert-rules.route.ts';
import { getAlertTypesRoute } from './get-alert-types.route.ts';
import { listAlertsByChildAsinRoute } from './list-alerts-by-child-asin.route.ts';
import { listAlertsBySubjectRoute } from './list-alerts-by-subject.route.ts';
import { listAlertsPerSellerRoute } from './list-alerts-per-seller.route.ts';
import { listAlertsRoute } from './list-alerts.route.ts';
import { listSkuAlertsRoute } from './list-sku-alerts.route.ts';
import { replaceAlertRulesRoute } from './replace-alert-rules.route.ts';
import { setAlertRuleMutedRoute } from './set-alert-rule-muted.route.ts';
import { submitAlertEvaluationRoute } from './submit-alert-evaluation.route.ts';
import { updateAlertsRoute } from './update-alerts.route.ts';

export const alertsRoutes = [
  getAlertTypesRoute,
  getAlertRulesRoute,
  replaceAlertRulesRoute,
  setAlertRuleMutedRoute,
  listAlertsRoute,
  listSkuAlertsRoute,
  listAlertsByChildAsinRoute,
  listAlertsBySubjectRoute,
  listAlertsPerSellerRoute,
  updateAlertsRoute,
  submitAlertEvaluationRoute,
  getAlertReportRoute,
] as const;
