// GET /api/v2/sellers/:sellerId/profit-loss/operations/report?format=csv|xlsx: the statement as a download.
import { getOperationsReportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getOperationsProfitLoss } from './profit-loss.service.ts';
import { REPORT_CONTENT_TYPES, reportFileName, statementCsv, statementXlsx } from './statement-report.ts';

export const getOperationsReportRoute = defineRoute({
  contract: getOperationsReportContract,
  access: 'user',
  async handler({ params, query, auth, reply, deps }) {
    const { sellerSlug, body: statement } = await getOperationsProfitLoss(deps.db, auth, params.sellerId, query);
    const body = query.format === 'csv' ? statementCsv(statement) : await statementXlsx(statement);
    // A string or Buffer body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', REPORT_CONTENT_TYPES[query.format]);
    reply.header(
      'content-disposition',
      `attachment; filename="${reportFileName(sellerSlug, statement, query.format)}"`,
    );
    return { status: 200 as const, body };
  },
});
