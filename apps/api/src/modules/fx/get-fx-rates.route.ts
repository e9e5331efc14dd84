// GET /api/v2/fx-rates?date=&currencies=: each currency's per-EUR rate on a date, with its date and source.
import { getFxRatesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getFxRates } from './fx.service.ts';

export const getFxRatesRoute = defineRoute({
  contract: getFxRatesContract,
  access: 'user',
  async handler({ query, deps }) {
    return { status: 200 as const, body: await getFxRates(deps.db, query.date, query.currencies) };
  },
});
