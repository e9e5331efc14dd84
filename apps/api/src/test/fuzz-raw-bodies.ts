// Bodies that are not JSON: multipart uploads (a sample file, changed, with
// odd parts, and multipart broken at every level) and Stripe webhook
// deliveries (unsigned, badly signed, stale, and well signed garbage).
import fc from 'fast-check';
import { hostileKey, hostileString } from './fuzz-arbitraries.ts';
import { signStripePayload } from './stripe.ts';

export interface FuzzBody {
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Set on a webhook delivery without a valid signature: it must answer 4xx. */
  mustBeRefused?: boolean;
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (encodeURIComponent throws on those). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8'))
    encoded += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return encoded;
}

interface Part {
  name: string;
  /** null: no file name (the parser still takes an application/octet-stream part for a file). */
  fileName: string | null;
  content: string | Buffer;
}

function multipartText(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.fileName === null ? '' : `; filename="${part.fileName}"`) +
        '\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Upload bodies: a sample file, changed, with odd fields and names, and multipart that breaks at every level. */
export function multipartArbitrary(samples: readonly string[]): fc.Arbitrary<FuzzBody> {
  const content = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples), fc.nat(400), hostileString)
        .map(([sample, at, text]) => sample.slice(0, at) + text + sample.slice(at)),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant('') },
  );
  const part = fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileKey }),
    fileName: fc.option(fc.oneof(fc.constantFrom('report.txt', 'costs.csv'), hostileString), { freq: 6 }),
    content,
  });
  const parts = fc.array(part, { minLength: 0, maxLength: 3 });
  return fc
    .tuple(
      parts,
      fc.string({ unit: fc.constantFrom(...'abcdef0123456789'), minLength: 8, maxLength: 30 }),
      fc.nat(8),
      fc.nat(100_000),
    )
    .map(([list, boundary, breakage, cut]) => {
      const body = multipartText(list, boundary);
      const header = (value: string) => ({ 'content-type': value });
      switch (breakage) {
        case 0:
          return { headers: header('multipart/form-data'), payload: body };
        case 1:
          return { headers: header('multipart/form-data; boundary=another-one'), payload: body };
        case 2:
          return {
            headers: header(`multipart/form-data; boundary=${boundary}`),
            payload: body.subarray(0, cut % (body.length + 1)),
          };
        case 3:
          return { headers: header('multipart/form-data; boundary='), payload: body };
        case 4:
          return {
            headers: header(`multipart/form-data; boundary=${boundary}`),
            payload: Buffer.from(body.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
          };
        default:
          return { headers: header(`multipart/form-data; boundary=${boundary}`), payload: body };
      }
    });
}

const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'ping',
];

/** Stripe webhook deliveries: unsigned, badly signed, signed too long ago, and signed event-shaped garbage. */
export function webhookArbitrary(secret: string): fc.Arbitrary<FuzzBody> {
  const event = fc.record({
    id: fc.oneof(fc.constant('evt_fuzz'), hostileString),
    type: fc.oneof(fc.constantFrom(...STRIPE_EVENT_TYPES), hostileString),
    data: fc.record({
      object: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
    }),
  });
  const payload = fc.oneof(
    event.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    hostileString,
  );
  const now = Math.floor(Date.now() / 1000);
  return fc.tuple(payload, fc.nat(5), hostileString).map(([text, signing, garbage]) => {
    const signature = [
      undefined,
      garbage,
      `t=${now},v1=${'0'.repeat(64)}`,
      signStripePayload(text, secret, now - 24 * 3600),
      signStripePayload(text, 'whsec_another', now),
      signStripePayload(text, secret, now),
    ][signing];
    const header: Record<string, string> =
      signature === undefined
        ? {}
        : { 'stripe-signature': /^[\x20-\x7e]*$/.test(signature) ? signature : percentEncode(signature) };
    return {
      headers: { 'content-type': 'application/json', ...header },
      payload: text,
      mustBeRefused: signing !== 5,
    };
  });
}
