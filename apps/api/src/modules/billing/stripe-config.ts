// The Stripe configuration every billing service starts from: without a secret key, online payment
// is off and the caller gets the 503 that says so.
import type { Env } from '../../platform/env.ts';
import { billingNotConfigured, stripeConfigFrom, type StripeConfig } from './stripe-client.ts';

export function requireConfig(env: Env): StripeConfig {
  const config = stripeConfigFrom(env);
  if (!config) throw billingNotConfigured();
  return config;
}
