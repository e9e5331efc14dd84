// GET /api/v2/sellers/:sellerId/inventory/history?sku=&marketplaceId=&days=: a SKU's daily stock and units sold.
import { getInventoryHistoryContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getInventoryHistory } from './inventory-history.service.ts';

export const getInventoryHistoryRoute = defineRoute({
  contract: getInventoryHistoryContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getInventoryHistory(deps.db, auth, params.sellerId, query) };
  },
});
