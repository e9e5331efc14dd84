// Stripe in tests: the recorded objects of ../shared/samples/stripe-openapi (stripe-mock's
// fixtures3.json, SOURCES.md §6), and the signature Stripe puts on a webhook.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

export type StripeObject = Record<string, unknown>;

const FIXTURES = new URL('../../../../../shared/samples/stripe-openapi/fixtures3.json', import.meta.url);

export const hasStripeFixtures = existsSync(FIXTURES);

let resources: Record<string, StripeObject> | undefined;

/** A fresh copy of the recorded object of a resource type ('price', 'checkout.session', 'event', ...). */
export function stripeFixture(name: string): StripeObject {
  resources ??= (JSON.parse(readFileSync(FIXTURES, 'utf8')) as { resources: Record<string, StripeObject> }).resources;
  const object = resources[name];
  if (!object) throw new Error(`no Stripe fixture for ${name}`);
  return structuredClone(object);
}

/** The Stripe-Signature header Stripe sends with a webhook payload. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
