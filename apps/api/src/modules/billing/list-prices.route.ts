// GET /api/checkout/prices: the subscription prices on offer.
import { listPricesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listPrices } from './subscription-prices.service.ts';

export const listPricesRoute = defineRoute({
  contract: listPricesContract,
  access: 'user',
  async handler({ deps }) {
    return { status: 200 as const, body: { prices: await listPrices(deps.env) } };
  },
});
