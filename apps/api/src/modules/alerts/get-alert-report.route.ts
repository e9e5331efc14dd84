// GET /api/v2/sellers/alert-report?sellerId&status&format=csv|xlsx: the seller's alerts as a download.
import { getAlertReportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { REPORT_CONTENT_TYPES } from '../profit-loss/statement-report.ts';
import { alertReportCsv, alertReportFileName, alertReportXlsx } from './alert-report.ts';
import { getAlertReport } from './alert-report.service.ts';

export const getAlertReportRoute = defineRoute({
  contract: getAlertReportContract,
  access: 'user',
  async handler({ query, auth, reply, deps }) {
    const now = new Date();
    const { sellerSlug, alerts } = await getAlertReport(deps.db, auth, query, now);
    const body = query.format === 'csv' ? alertReportCsv(alerts) : await alertReportXlsx(alerts);
    // A string or Buffer body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', REPORT_CONTENT_TYPES[query.format]);
    reply.header(
      'content-disposition',
      `attachment; filename="${alertReportFileName(sellerSlug, query.status, query.format, now)}"`,
    );
    return { status: 200 as const, body };
  },
});
