// GET /api/v2/sellers/:sellerId/reports/amazon/advertising/campaigns?format=csv|xlsx: the PPC report download.
import { getAdCampaignsReportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getPpcReport } from './ad-report.service.ts';

export const getAdCampaignsReportRoute = defineRoute({
  contract: getAdCampaignsReportContract,
  access: 'user',
  async handler({ params, query, auth, reply, deps }) {
    const file = await getPpcReport(deps.db, auth, params.sellerId, query);
    // A string or Buffer body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    return { status: 200 as const, body: file.body };
  },
});
