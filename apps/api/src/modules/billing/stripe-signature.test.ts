import { describe, expect, it } from 'vitest';
import { signStripePayload } from '../../test/stripe.ts';
import { isValidStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_test_secret';
const payload = '{"id":"evt_1","type":"customer.subscription.updated"}';
const now = 1_800_000_000;

describe('Stripe-Signature check', () => {
  it('accepts the HMAC-SHA256 of t.payload with the endpoint secret, among several v1 values', () => {
    const header = signStripePayload(payload, secret, now);
    expect(isValidStripeSignature(Buffer.from(payload), header, secret, now)).toBe(true);
    const rolled = `${header},v1=${'0'.repeat(64)}`;
    expect(isValidStripeSignature(Buffer.from(payload), rolled, secret, now + 10)).toBe(true);
  });

  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const header = signStripePayload(payload, secret, now);
    expect(isValidStripeSignature(Buffer.from(payload), header, 'whsec_other', now)).toBe(false);
    expect(isValidStripeSignature(Buffer.from(payload.replace('updated', 'deleted')), header, secret, now)).toBe(false);
    expect(isValidStripeSignature(Buffer.from(payload), undefined, secret, now)).toBe(false);
    expect(isValidStripeSignature(Buffer.from(payload), `t=${now}`, secret, now)).toBe(false);
    expect(isValidStripeSignature(Buffer.from(payload), 'v1=abc,t=x', secret, now)).toBe(false);
  });

  it('refuses a timestamp outside the five-minute tolerance, so an old event cannot be replayed', () => {
    const header = signStripePayload(payload, secret, now);
    expect(isValidStripeSignature(Buffer.from(payload), header, secret, now + 300)).toBe(true);
    expect(isValidStripeSignature(Buffer.from(payload), header, secret, now + 301)).toBe(false);
    expect(isValidStripeSignature(Buffer.from(payload), header, secret, now - 301)).toBe(false);
  });
});
