import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

// SPEC §7 'Billing', §3 'Price', §9: subscriptions through Stripe Checkout with a 14-day trial,
// prices in eur or usd (cents), billed monthly or yearly, one price per GMV range (revenueCondition).

export const SUBSCRIPTION_CURRENCIES = ['eur', 'usd'] as const;
export const ZSubscriptionCurrency = z.enum(SUBSCRIPTION_CURRENCIES, { error: 'Choose EUR or USD' });
export type TSubscriptionCurrency = z.infer<typeof ZSubscriptionCurrency>;
export const DEFAULT_SUBSCRIPTION_CURRENCY: TSubscriptionCurrency = 'usd';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const ZBillingInterval = z.enum(BILLING_INTERVALS);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

export const TRIAL_PERIOD_DAYS = 14;

const ZCurrencyOption = z.object({ unitAmount: z.number().int().nonnegative().describe('In cents') });

export const ZPrice = z
  .object({
    id: z.string(),
    name: z.string(),
    interval: ZBillingInterval,
    revenueCondition: z.string().describe('The GMV range the price is for, as written in the price metadata'),
    currencyOptions: z
      .object({ eur: ZCurrencyOption.optional(), usd: ZCurrencyOption.optional() })
      .describe('The amount per currency the price can be paid in'),
  })
  .meta({ id: 'Price' });
export type TPrice = z.infer<typeof ZPrice>;

const billingUnavailable = ZErrorBody.describe('Billing is not configured, or the payment provider failed');

export const listPricesContract = defineContract({
  method: 'GET',
  path: '/checkout/prices',
  summary: 'The subscription prices on offer (active recurring Stripe prices with a revenueCondition)',
  tags: ['billing'],
  responses: {
    200: z.object({ prices: z.array(ZPrice) }),
    401: ZErrorBody,
    502: billingUnavailable,
    503: billingUnavailable,
  },
});

export const createCheckoutSessionContract = defineContract({
  method: 'POST',
  path: '/checkout/create-checkout-session',
  summary: `Start a subscription: a Stripe Checkout Session with a ${TRIAL_PERIOD_DAYS}-day trial; answers the URL to open. Not for operations users`,
  tags: ['billing'],
  body: z.object({
    priceId: z
      .string({ error: 'Choose a plan' })
      .regex(/^price_[A-Za-z0-9]{1,100}$/, 'Choose one of the plans offered'),
    currency: ZSubscriptionCurrency.optional().describe('Pay in this currency; defaults to the price currency'),
  }),
  responses: {
    200: z.object({ url: z.url() }),
    401: ZErrorBody,
    403: ZErrorBody,
    409: ZErrorBody.describe('The organization is already subscribed'),
    422: ZErrorBody,
    502: billingUnavailable,
    503: billingUnavailable,
  },
});

export const createPortalSessionContract = defineContract({
  method: 'POST',
  path: '/checkout/create-portal-session',
  summary:
    "Open Stripe's billing portal for the organization's subscription; answers the URL. Not for operations users",
  tags: ['billing'],
  responses: {
    200: z.object({ url: z.url() }),
    401: ZErrorBody,
    403: ZErrorBody,
    409: ZErrorBody.describe('The organization has no subscription'),
    502: billingUnavailable,
    503: billingUnavailable,
  },
});

export const stripeWebhookContract = defineContract({
  method: 'POST',
  path: '/checkout/webhook',
  summary:
    'Stripe webhook (Stripe-Signature verified): checkout.session.completed and customer.subscription.* record the subscription and plan',
  tags: ['billing'],
  responses: {
    200: z.object({ received: z.literal(true) }),
    400: ZErrorBody.describe('Missing or invalid signature, or not a Stripe event'),
    503: billingUnavailable,
  },
});
