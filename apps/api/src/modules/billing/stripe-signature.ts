import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now, as Stripe's own libraries default to. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header (`t=<unix time>,v1=<hex>,...`): one v1
 * must be the HMAC-SHA256, keyed with the endpoint secret, of `<t>.<raw body>`,
 * and t must be within the tolerance (so a captured event cannot be replayed later).
 */
export function isValidStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || header.length > 2000) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 't') timestamp = value;
    if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), payload]))
    .digest();
  return signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  });
}
