// The subscription prices on offer: Stripe's active recurring prices that carry a revenueCondition,
// in the currencies we take. Checkout reads one of them again so a client cannot name another price.
import {
  BILLING_INTERVALS,
  SUBSCRIPTION_CURRENCIES,
  type TPrice,
  type TSubscriptionCurrency,
} from '@brandlens/contracts';
import { z } from 'zod';
import type { Env } from '../../platform/env.ts';
import { billingErrors } from './billing.errors.ts';
import { StripeApiError, stripeRequest, toProviderError, type StripeConfig } from './stripe-client.ts';
import { requireConfig } from './stripe-config.ts';

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

export async function findOfferedPrice(config: StripeConfig, priceId: string): Promise<TPrice> {
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
