// Stripe-hosted pages for the caller's organization: a Checkout Session to subscribe, with the
// trial, and a billing portal session to manage the subscription. Each answers the page's URL.
import { TRIAL_PERIOD_DAYS, type TSubscriptionCurrency } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/errors.ts';
import { billingErrors } from './billing.errors.ts';
import { findOrganizationBilling, type OrganizationBilling } from './billing.queries.ts';
import { StripeApiError, stripeRequest, toProviderError } from './stripe-client.ts';
import { requireConfig } from './stripe-config.ts';
import { findOfferedPrice } from './subscription-prices.service.ts';

/** SPEC §6: operations users cannot use UPGRADE; the server holds the line, not only the disabled button. */
function forbidOperationsUsers(auth: AuthContext): void {
  if (auth.user.role === 'OPERATIONS') throw billingErrors.operationsUser();
}

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
