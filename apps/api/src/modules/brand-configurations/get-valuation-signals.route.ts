// GET /api/v2/sellers/:sellerId/valuation-signals: open to offers / funding with every change.
import { getValuationSignalsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getValuationSignals } from './valuation-signals.service.ts';

export const getValuationSignalsRoute = defineRoute({
  contract: getValuationSignalsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getValuationSignals(deps.db, auth, params.sellerId) };
  },
});
