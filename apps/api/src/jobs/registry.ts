// Every background job the worker runs. A job is added here and nowhere else.
import { evaluateAllSellersAlertsJob } from '../modules/alerts/jobs/evaluate-all-sellers-alerts.job.ts';
import { evaluateSellerAlertsJob } from '../modules/alerts/jobs/evaluate-seller-alerts.job.ts';
import { sendAlertingAccountSummariesJob } from '../modules/alerts/jobs/send-alerting-account-summaries.job.ts';
import { sendDailyAlertSummariesJob } from '../modules/alerts/jobs/send-daily-alert-summaries.job.ts';
import { syncAdsAllJob } from '../modules/amazon-ads/jobs/sync-ads-all.job.ts';
import { syncAdsSellerJob } from '../modules/amazon-ads/jobs/sync-ads-seller.job.ts';
import { syncConnectedSellersJob, syncFreshDataJob } from '../modules/amazon-sp-api/jobs/sync-connected-sellers.job.ts';
import { syncSellerJob } from '../modules/amazon-sp-api/jobs/sync-seller.job.ts';
import { refreshFxRatesJob } from '../modules/fx/jobs/refresh-fx-rates.job.ts';
import { importSettlementJob } from '../modules/ingestion/jobs/import-settlement.job.ts';
import { pruneFigureChangesJob } from '../modules/profit-loss/jobs/prune-figure-changes.job.ts';
import { refreshKeptStatementsJob } from '../modules/profit-loss/jobs/refresh-kept-statements.job.ts';
import { workerHeartbeatJob } from '../modules/system/jobs/worker-heartbeat.job.ts';
import { sendWeeklyInsightsJob } from '../modules/weekly-insights/jobs/send-weekly-insights.job.ts';
import type { JobDefinition } from '../platform/jobs/define-job.ts';

export const jobRegistry: readonly JobDefinition[] = [
  workerHeartbeatJob,
  refreshFxRatesJob,
  importSettlementJob,
  syncSellerJob,
  syncConnectedSellersJob,
  syncFreshDataJob,
  syncAdsSellerJob,
  syncAdsAllJob,
  sendDailyAlertSummariesJob,
  sendAlertingAccountSummariesJob,
  evaluateSellerAlertsJob,
  evaluateAllSellersAlertsJob,
  sendWeeklyInsightsJob,
  refreshKeptStatementsJob,
  pruneFigureChangesJob,
];

export const scheduledJobs = [
  { job: workerHeartbeatJob, cronFromEnv: 'WORKER_HEARTBEAT_CRON' as const },
  { job: refreshFxRatesJob, cronFromEnv: 'FX_REFRESH_CRON' as const },
  { job: syncConnectedSellersJob, cronFromEnv: 'AMAZON_SP_API_SYNC_CRON' as const },
  { job: syncFreshDataJob, cronFromEnv: 'AMAZON_SP_API_FRESH_SYNC_CRON' as const },
  { job: syncAdsAllJob, cronFromEnv: 'AMAZON_ADS_SYNC_CRON' as const },
  { job: sendDailyAlertSummariesJob, cronFromEnv: 'ALERTS_DAILY_SUMMARY_CRON' as const },
  { job: sendAlertingAccountSummariesJob, cronFromEnv: 'ALERTS_DAILY_SUMMARY_CRON' as const },
  { job: evaluateAllSellersAlertsJob, cronFromEnv: 'ALERTS_EVALUATION_CRON' as const },
  { job: sendWeeklyInsightsJob, cronFromEnv: 'WEEKLY_INSIGHTS_CRON' as const },
  { job: pruneFigureChangesJob, cronFromEnv: 'FIGURE_CHANGES_PRUNE_CRON' as const },
];
