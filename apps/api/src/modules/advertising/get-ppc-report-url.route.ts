// GET /api/v2/reports/ppc-report-url?sellerId&period&format: where the page downloads the PPC report.
import { getPpcReportUrlContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getPpcReportUrl } from './ad-report.service.ts';

export const getPpcReportUrlRoute = defineRoute({
  contract: getPpcReportUrlContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return { status: 200 as const, body: await getPpcReportUrl(deps.db, auth, query) };
  },
});
