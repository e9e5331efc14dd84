// The third parties a route may call (Stripe, Login with Amazon, the Shopify
// auth service), answered by one local server with the smallest answers each
// client accepts, so that suites walking every route see the handlers run to
// the end instead of stopping at 'not configured'.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PRICE_ID = 'price_matrixMonth';
/** A session token the fake auth service accepts, issued for `${shop}.myshopify.com`. */
export const fakeShopifyToken = (shop: string) => `header.${shop}.signature`;
export const FAKE_WEBHOOK_SECRET = 'whsec_matrixSecret';

const price = {
  id: FAKE_PRICE_ID,
  active: true,
  currency: 'usd',
  unit_amount: 9900,
  nickname: null,
  metadata: { revenueCondition: 'Up to $50k GMV' },
  recurring: { interval: 'month' },
  product: { name: 'Starter', active: true },
  currency_options: { usd: { unit_amount: 9900 } },
};

function answer(request: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(request.url ?? '/', 'http://fake');
  const path = url.pathname;
  if (path === '/v1/prices') return { status: 200, body: { data: [price], has_more: false } };
  if (path === `/v1/prices/${FAKE_PRICE_ID}`) return { status: 200, body: price };
  if (path === '/v1/checkout/sessions') return { status: 200, body: { url: 'https://checkout.stripe.test/c/1' } };
  if (path === '/v1/billing_portal/sessions') return { status: 200, body: { url: 'https://billing.stripe.test/p/1' } };
  if (path === '/auth/o2/token')
    return { status: 200, body: { access_token: 'Atza|fake', refresh_token: 'Atzr|fake', token_type: 'bearer' } };
  if (path === '/public/session/verify')
    return {
      status: 200,
      body: { valid: true, app: 'sellerSync', shop: `${url.searchParams.get('jwt')?.split('.')[1]}.myshopify.com` },
    };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `no fake for ${path}` } } };
}

export interface FakeProviders {
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_matrix',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
      SHOPIFY_AUTH_SERVICE_URL: base,
      SHOPIFY_AUTH_SERVICE_CLIENT_ID: 'matrix-client',
      SHOPIFY_AUTH_SERVICE_CLIENT_SECRET: 'matrix-secret',
      AMAZON_SP_API_APPLICATION_ID: 'amzn1.sp.solution.matrix',
      AMAZON_LWA_CLIENT_ID: 'matrix-lwa-client',
      AMAZON_LWA_CLIENT_SECRET: 'matrix-lwa-secret',
      AMAZON_LWA_TOKEN_URL: `${base}/auth/o2/token`,
      CONNECTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
