// Stripe's webhook: checks the signature over the raw body, then records what a subscription
// checkout or a subscription event says about the organization's plan and Stripe ids. Stripe does
// not promise order, so an event older than the last one applied changes nothing (billing.queries.ts).
import type { TPlan } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { z } from 'zod';
import type { Env } from '../../platform/env.ts';
import { billingErrors } from './billing.errors.ts';
import { findOrganizationBilling, findOrganizationByStripeIds, updateOrganizationBilling } from './billing.queries.ts';
import { requireConfig } from './stripe-config.ts';
import { isValidStripeSignature } from './stripe-signature.ts';

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
