// GET /api/v2/sellers/:sellerId/products-catalog/export?format=csv|xlsx: the whole catalogue of the filters as a download.
import { getProductsCatalogExportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getProductsCatalogExport } from './products-catalog-export.service.ts';

export const getProductsCatalogExportRoute = defineRoute({
  contract: getProductsCatalogExportContract,
  access: 'user',
  async handler({ params, query, auth, reply, deps }) {
    const file = await getProductsCatalogExport(deps.db, auth, params.sellerId, query);
    // A string or Buffer body with a non-JSON type is sent as is, not serialised.
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    return { status: 200 as const, body: file.body };
  },
});
