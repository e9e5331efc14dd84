// POST /api/checkout/webhook: Stripe events, signed over the raw body; exempt from the CSRF header (app.ts).
import { stripeWebhookContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { withRawBody } from '../../platform/http/raw-body.ts';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

export const stripeWebhookRoute = withRawBody(
  defineRoute({
    contract: stripeWebhookContract,
    access: 'public',
    async handler({ request, deps }) {
      const signature = request.headers['stripe-signature'];
      const outcome = await handleStripeWebhook(
        deps,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      request.log.info(outcome, 'stripe webhook');
      return { status: 200 as const, body: { received: true as const } };
    },
  }),
);
