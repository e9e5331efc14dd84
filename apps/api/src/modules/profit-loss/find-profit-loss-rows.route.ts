// GET /api/v2/sellers/:sellerId/profit-loss/rows: the ledger rows behind a statement cell, by cursor.
import { findProfitLossRowsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findProfitLossRows } from './profit-loss-rows.service.ts';

export const findProfitLossRowsRoute = defineRoute({
  contract: findProfitLossRowsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await findProfitLossRows(deps.db, auth, params.sellerId, query) };
  },
});
