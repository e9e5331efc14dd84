// POST /api/checkout/create-checkout-session: a Stripe Checkout Session with the trial; answers its URL.
import { createCheckoutSessionContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createCheckoutSession } from './stripe-sessions.service.ts';

export const createCheckoutSessionRoute = defineRoute({
  contract: createCheckoutSessionContract,
  access: 'user',
  async handler({ body, auth, deps }) {
    return { status: 200 as const, body: await createCheckoutSession(deps, auth, body, appUrl(deps.env)) };
  },
});
