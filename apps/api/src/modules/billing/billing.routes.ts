import { stripeWebhookContract } from '@brandlens/contracts';
import { createCheckoutSessionRoute } from './create-checkout-session.route.ts';
import { createPortalSessionRoute } from './create-portal-session.route.ts';
import { listPricesRoute } from './list-prices.route.ts';
import { stripeWebhookRoute } from './stripe-webhook.route.ts';

export const billingRoutes = [
  listPricesRoute,
  createCheckoutSessionRoute,
  createPortalSessionRoute,
  stripeWebhookRoute,
] as const;

/** Stripe signs its webhook; it carries no cookie and cannot send our CSRF header. */
export const billingCsrfExemptPaths = [`/api${stripeWebhookContract.path}`] as const;
