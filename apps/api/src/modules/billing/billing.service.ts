import {
  BILLING_INTERVALS,
  SUBSCRIPTION_CURRENCIES,
  TRIAL_PERIOD_DAYS,
  type TPlan,
  type TPrice,
  type TSubscriptionCurrency,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findOrganizationBilling,
  findOrganizationByStripeIds,
  updateOrganizationBilling,
  type OrganizationBilling,
} from './billing.queries.ts';
import {
  billingNotConfigured,
  stripeConfigFrom,
  StripeApiError,
  stripeRequest,
  toProviderError,
  type StripeConfig,
} from './stripe-client.ts';
import { isValidStripeSignature } from './stripe-signature.ts';

export const billingErrors = {
  operationsUser: () =>
    new AppError(403, 'OPERATIONS_CANNOT_SUBSCRIBE', 'Operations users cannot start or manage a subscription.'),
  alreadySubscribed: () =>
    new AppError(
      409,
      'ALREADY_SUBSCRIBED',
      'Your organization already has a subscription. Contact us to discuss your paid plan options.',
    ),
  noSubscription: () => new AppError(409, 'NO_SUBSCRIPTION', 'Your organization has no subscription to manage yet.'),
  unknownPrice: () =>
    new AppError(422, 'UNKNOWN_PRICE', 'Choose one of the plans offered', ['Choose one of the plans offered']),
  currencyNotOffered: (currency: string) =>
    new AppError(422, 'CURRENCY_NOT_OFFERED', `This plan cannot be paid in ${currency.toUpperCase()}`, [
      `This plan cannot be paid in ${currency.toUpperCase()}`,
    ]),
  webhookNotConfigured: () =>
    new AppError(503, 'WEBHOOK_NOT_CONFIGURED', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).'),
  invalidSignature: () => new AppError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header is missing or invalid.'),
  notAnEvent: () => new AppError(400, 'NOT_A_STRIPE_EVENT', 'The body is not a Stripe event.'),
};

function requireConfig(env: Env): StripeConfig {
  const config = stripeConfigFrom(env);
  if (!config) throw billingNotConfigured();
  return config;
}

/** SPEC §6: operations users cannot use UPGRADE; the server holds the line, not only the disabled button. */
function forbidOperationsUsers(auth: AuthContext): void {
  if (auth.user.role === 'OPERATIONS') throw billingErrors.operationsUser();
}

// --- prices --------------------------------------------------------------------------------

const ZStripePrice = z.object({
  id: z.string(),
  active: z.boolean(),
  currency: z.string(),
  unit_amount: z.number().int().nullable(),
  nickname: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  recurring: z.object({ interval: z.string() }).nullable(),
  product: z.union([z.string(), z.object({ name: z.string().nullish(), active: z.boolean().nullish() })]),
  currency_options: z.record(z.string(), z.object({ unit_amount: z.number().int().nullable() })).nullish(),
});
type StripePrice = z.infer<typeof ZStripePrice>;

const ZStripeList = z.object({ data: z.array(z.unknown()), has_more: z.boolean() });
const MAX_PRICE_PAGES = 10;
const isInterval = (value: string): value is TPrice['interval'] =>
  (BILLING_INTERVALS as readonly string[]).includes(value);
const isCurrency = (value: string): value is TSubscriptionCurrency =>
  (SUBSCRIPTION_CURRENCIES as readonly string[]).includes(value);

/** A Stripe price as offered here, or undefined when it is not one of our subscription prices. */
export function toOfferedPrice(price: StripePrice): TPrice | undefined {
  const revenueCondition = price.metadata?.revenueCondition?.trim();
  const interval = price.recurring?.interval;
  const product = typeof price.product === 'string' ? undefined : price.product;
  if (!price.active || !revenueCondition || !interval || !isInterval(interval) || product?.active === false)
    return undefined;
  const currencyOptions: TPrice['currencyOptions'] = {};
  for (const [currency, option] of Object.entries(price.currency_options ?? {}))
    if (isCurrency(currency) && option.unit_amount !== null)
      currencyOptions[currency] = { unitAmount: option.unit_amount };
  if (isCurrency(price.currency) && price.unit_amount !== null)
    currencyOptions[price.currency] = { unitAmount: price.unit_amount };
  if (Object.keys(currencyOptions).length === 0) return undefined;
  return {
    id: price.id,
    name: product?.name || price.nickname || price.id,
    interval,
    revenueCondition,
    currencyOptions,
  };
}

const lowestAmount = (price: TPrice) =>
  price.currencyOptions.usd?.unitAmount ?? price.currencyOptions.eur?.unitAmount ?? 0;

/** GET /checkout/prices: active recurring prices with a revenueCondition, cheapest first per interval. */
export async function listPrices(env: Env): Promise<TPrice[]> {
  const config = requireConfig(env);
  const prices: TPrice[] = [];
  let startingAfter: string | undefined;
  for (let page = 0; page < MAX_PRICE_PAGES; page++) {
    const body = await stripeRequest(config, 'GET', '/v1/prices', {
      active: true,
      type: 'recurring',
      limit: 100,
      expand: ['data.product', 'data.currency_options'],
      starting_after: startingAfter,
    }).catch((error: unknown) => {
      throw toProviderError(error);
    });
    const list = ZStripeList.safeParse(body);
    if (!list.success) throw toProviderError(new StripeApiError(502, undefined, 'price list of another shape'));
    for (const entry of list.data.data) {
      const parsed = ZStripePrice.safeParse(entry);
      const offered = parsed.success ? toOfferedPrice(parsed.data) : undefined;
      if (offered) prices.push(offered);
    }
    const last = list.data.data.at(-1);
    if (!list.data.has_more || !last || typeof last !== 'object' || !('id' in last)) break;
    startingAfter = String(last.id);
  }
  return prices.sort(
    (a, b) =>
      BILLING_INTERVALS.indexOf(a.interval) - BILLING_INTERVALS.indexOf(b.interval) ||
      lowestAmount(a) - lowestAmount(b) ||
      a.name.localeCompare(b.name),
  );
}

async function findOfferedPrice(config: StripeConfig, priceId: string): Promise<TPrice> {
  let body: unknown;
  try {
    body = await stripeRequest(config, 'GET', `/v1/prices/${encodeURIComponent(priceId)}`, {
      expand: ['product', 'currency_options'],
    });
  } catch (error) {
    if (error instanceof StripeApiError && error.status === 404) throw billingErrors.unknownPrice();
    throw toProviderError(error);
  }
  const parsed = ZStripePrice.safeParse(body);
  const offered = parsed.success ? toOfferedPrice(parsed.data) : undefined;
  if (!offered) throw billingErrors.unknownPrice();
  return offered;
}

// --- checkout and portal -------------------------------------------------------------------

const ZUrlAnswer = z.object({ url: z.url() });

function readUrl(body: unknown): { url: string } {
  const parsed = ZUrlAnswer.safeParse(body);
  if (!parsed.success) throw toProviderError(new StripeApiError(502, undefined, 'answer without a url'));
  return { url: parsed.data.url };
}

async function requireOrganization(db: Database, auth: AuthContext): Promise<OrganizationBilling> {
  const organization = await findOrganizationBilling(db, auth.organization.id);
  if (!organization) throw new AppError(404, 'NOT_FOUND', 'Organization not found');
  return organization;
}

/**
 * A Stripe Checkout Session in subscription mode with the 14-day trial, for
 * the caller's organization (client_reference_id) and address; the webhook
 * records the subscription when it completes.
 */
export async function createCheckoutSession(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  input: { priceId: string; currency?: TSubscriptionCurrency | undefined },
  baseUrl: string,
): Promise<{ url: string }> {
  forbidOperationsUsers(auth);
  const config = requireConfig(deps.env);
  const organization = await requireOrganization(deps.db, auth);
  if (organization.stripeSubscriptionId) throw billingErrors.alreadySubscribed();
  const price = await findOfferedPrice(config, input.priceId);
  if (input.currency && !price.currencyOptions[input.currency]) throw billingErrors.currencyNotOffered(input.currency);

  const body = await stripeRequest(config, 'POST', '/v1/checkout/sessions', {
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    currency: input.currency,
    subscription_data: { trial_period_days: TRIAL_PERIOD_DAYS, metadata: { organizationId: organization.id } },
    client_reference_id: organization.id,
    metadata: { organizationId: organization.id },
    ...(organization.stripeCustomerId
      ? { customer: organization.stripeCustomerId }
      : { customer_email: auth.user.email }),
    success_url: `${baseUrl}/dashboard?checkout=success`,
    cancel_url: `${baseUrl}/dashboard?checkout=cancelled`,
  }).catch((error: unknown) => {
    throw toProviderError(error);
  });
  return readUrl(body);
}

/** Stripe's billing portal for a subscribed organization. */
export async function createPortalSession(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  baseUrl: string,
): Promise<{ url: string }> {
  forbidOperationsUsers(auth);
  const config = requireConfig(deps.env);
  const organization = await requireOrganization(deps.db, auth);
  if (!organization.stripeSubscriptionId || !organization.stripeCustomerId) throw billingErrors.noSubscription();
  const body = await stripeRequest(config, 'POST', '/v1/billing_portal/sessions', {
    customer: organization.stripeCustomerId,
    return_url: `${baseUrl}/settings`,
  }).catch((error: unknown) => {
    throw toProviderError(error);
  });
  return readUrl(body);
}

// --- webhook ------------------------------------------------------------------------------

const ZEvent = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const ZStripeId = z.union([z.string(), z.object({ id: z.string() }).transform((value) => value.id)]);

const ZCheckoutSession = z.object({
  mode: z.string(),
  client_reference_id: z.uuid().nullable(),
  customer: ZStripeId.nullable(),
  subscription: ZStripeId.nullable(),
});

const ZSubscription = z.object({
  id: z.string(),
  customer: ZStripeId,
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** Statuses in which the organization has its paid plan (a trial included; past_due while Stripe retries). */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);

const paidPlan = (current: TPlan): TPlan => (current === 'ENTERPRISE' ? 'ENTERPRISE' : 'PAID');
const freePlan = (current: TPlan): TPlan => (current === 'ENTERPRISE' ? 'ENTERPRISE' : 'DEFAULT');

export type WebhookOutcome = { event: string; type: string; result: 'applied' | 'ignored'; reason?: string };

/** Verifies the signature over the raw body, then records what the event says about a subscription. */
export async function handleStripeWebhook(
  deps: { db: Database; env: Env },
  rawBody: unknown,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const config = requireConfig(deps.env);
  if (!config.webhookSecret) throw billingErrors.webhookNotConfigured();
  if (!Buffer.isBuffer(rawBody) || !isValidStripeSignature(rawBody, signature, config.webhookSecret))
    throw billingErrors.invalidSignature();
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw billingErrors.notAnEvent();
  }
  const event = ZEvent.safeParse(json);
  if (!event.success) throw billingErrors.notAnEvent();
  const { id, type, created, data } = event.data;
  const eventAt = new Date(created * 1000);
  const outcome = (result: WebhookOutcome['result'], reason?: string): WebhookOutcome => ({
    event: id,
    type,
    result,
    ...(reason ? { reason } : {}),
  });

  if (type === 'checkout.session.completed') {
    const session = ZCheckoutSession.safeParse(data.object);
    if (!session.success || session.data.mode !== 'subscription' || !session.data.subscription)
      return outcome('ignored', 'not a subscription checkout');
    const organization = session.data.client_reference_id
      ? await findOrganizationBilling(deps.db, session.data.client_reference_id)
      : undefined;
    if (!organization) return outcome('ignored', 'no organization for client_reference_id');
    const isSame = organization.stripeSubscriptionId === session.data.subscription;
    const applied = await updateOrganizationBilling(deps.db, organization.id, {
      plan: paidPlan(organization.plan),
      stripeSubscriptionId: session.data.subscription,
      stripeCustomerId: session.data.customer ?? organization.stripeCustomerId,
      stripeSubscriptionStatus: isSame ? organization.stripeSubscriptionStatus : null,
      eventAt,
    });
    return outcome(applied ? 'applied' : 'ignored', applied ? undefined : 'a newer event was applied');
  }

  if (type.startsWith('customer.subscription.')) {
    const subscription = ZSubscription.safeParse(data.object);
    if (!subscription.success) return outcome('ignored', 'not a subscription');
    const { id: subscriptionId, customer, status, metadata } = subscription.data;
    const byMetadata = z.uuid().safeParse(metadata?.organizationId);
    const organization =
      (byMetadata.success ? await findOrganizationBilling(deps.db, byMetadata.data) : undefined) ??
      (await findOrganizationByStripeIds(deps.db, { subscriptionId, customerId: customer }));
    if (!organization) return outcome('ignored', 'no organization for this subscription');

    const isLive = type !== 'customer.subscription.deleted' && LIVE_STATUSES.has(status);
    if (isLive) {
      const applied = await updateOrganizationBilling(deps.db, organization.id, {
        plan: paidPlan(organization.plan),
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: customer,
        stripeSubscriptionStatus: status,
        eventAt,
      });
      return outcome(applied ? 'applied' : 'ignored', applied ? undefined : 'a newer event was applied');
    }
    // An ended subscription downgrades only if it is the organization's current one.
    if (organization.stripeSubscriptionId !== subscriptionId)
      return outcome('ignored', 'not the current subscription of the organization');
    const applied = await updateOrganizationBilling(deps.db, organization.id, {
      plan: freePlan(organization.plan),
      stripeSubscriptionId: null,
      stripeCustomerId: customer,
      stripeSubscriptionStatus: type === 'customer.subscription.deleted' ? 'canceled' : status,
      eventAt,
    });
    return outcome(applied ? 'applied' : 'ignored', applied ? undefined : 'a newer event was applied');
  }
  return outcome('ignored', 'event type not handled');
}
