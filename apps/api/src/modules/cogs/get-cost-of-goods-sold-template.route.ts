// GET /api/v2/sellers/:sellerId/cost-of-goods-sold/template.csv: the file to fill in, as a download.
import { getCostOfGoodsSoldTemplateContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getCostOfGoodsSoldTemplate } from './cogs.service.ts';

export const getCostOfGoodsSoldTemplateRoute = defineRoute({
  contract: getCostOfGoodsSoldTemplateContract,
  access: 'user',
  async handler({ params, auth, reply, deps }) {
    const csv = await getCostOfGoodsSoldTemplate(deps.db, auth, params.sellerId);
    // A string body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="cost-of-goods-sold-template.csv"');
    return { status: 200 as const, body: csv };
  },
});
