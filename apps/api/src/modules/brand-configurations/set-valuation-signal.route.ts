// POST /api/v2/sellers/:sellerId/open-to-offers and /open-to-funding: { open } recorded with who and when.
import { setOpenToFundingContract, setOpenToOffersContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { setValuationSignal } from './valuation-signals.service.ts';

export const setOpenToOffersRoute = defineRoute({
  contract: setOpenToOffersContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    const signals = await setValuationSignal(deps.db, auth, params.sellerId, 'openToOffers', body.open);
    return { status: 200 as const, body: signals };
  },
});

export const setOpenToFundingRoute = defineRoute({
  contract: setOpenToFundingContract,
  access: 'user',
  async handler({ params, body, auth, deps }) {
    const signals = await setValuationSignal(deps.db, auth, params.sellerId, 'openToFunding', body.open);
    return { status: 200 as const, body: signals };
  },
});
