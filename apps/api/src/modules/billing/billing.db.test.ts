import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { hasStripeFixtures, signStripePayload, stripeFixture, type StripeObject } from '../../test/stripe.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Stripe, faked at the HTTP boundary with the recorded objects of stripe-mock's fixtures
// (SOURCES.md §6), changed only where our account's data differs: ids, amounts, metadata.
const fixture = stripeFixture;

const SECRET_KEY = 'sk_test_brandlens';
const WEBHOOK_SECRET = 'whsec_brandlensTestSecret';

const product = (id: string, name: string, active = true) => ({ ...fixture('product'), id, name, active });
const currencyOption = (amount: number) => ({
  custom_unit_amount: null,
  tax_behavior: 'unspecified',
  unit_amount: amount,
  unit_amount_decimal: String(amount),
});
function price(
  id: string,
  options: {
    name: string;
    interval: 'month' | 'year';
    usd: number;
    eur?: number;
    gmv?: string;
    productActive?: boolean;
  },
): StripeObject {
  const base = fixture('price');
  return {
    ...base,
    id,
    currency: 'usd',
    unit_amount: options.usd,
    unit_amount_decimal: String(options.usd),
    metadata: options.gmv ? { revenueCondition: options.gmv } : {},
    recurring: { ...(base.recurring as StripeObject), interval: options.interval },
    product: product(`prod_${id}`, options.name, options.productActive ?? true),
    currency_options: {
      usd: currencyOption(options.usd),
      ...(options.eur ? { eur: currencyOption(options.eur) } : {}),
    },
  };
}

// Built from the recorded fixtures, so only when they are there (the suite skips without ../shared).
const PRICES = !hasStripeFixtures
  ? []
  : [
      price('price_growthMonth', {
        name: 'Growth',
        interval: 'month',
        usd: 19900,
        eur: 18900,
        gmv: '$50k - $250k GMV',
      }),
      price('price_starterMonth', { name: 'Starter', interval: 'month', usd: 4900, eur: 4500, gmv: 'Up to $50k GMV' }),
      price('price_starterYear', { name: 'Starter', interval: 'year', usd: 49000, eur: 45000, gmv: 'Up to $50k GMV' }),
      price('price_legacy', { name: 'Legacy', interval: 'month', usd: 2000 }),
      { ...price('price_oneOff', { name: 'Setup', interval: 'month', usd: 9900, gmv: 'any' }), recurring: null },
      price('price_retired', { name: 'Retired', interval: 'month', usd: 100, gmv: 'any', productActive: false }),
      price('price_growthYear', { name: 'Growth', interval: 'year', usd: 199000, gmv: '$50k - $250k GMV' }),
    ];
const PAGE_SIZE = 3;

interface StripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
  version: string | undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startStripe(calls: StripeCall[], failures: { next: number | null }): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params =
        request.method === 'POST' ? new URLSearchParams(await readBody(request)) : new URLSearchParams(url.search);
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        authorization: request.headers.authorization,
        version: request.headers['stripe-version'] as string | undefined,
      });
      const send = (status: number, body: unknown) => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      const missing = (id: string) =>
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${id}'` },
        });
      if (failures.next) {
        const status = failures.next;
        failures.next = null;
        return send(status, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      }
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      if (request.method === 'GET' && url.pathname === '/v1/prices') {
        const after = params.get('starting_after');
        const start = after ? PRICES.findIndex((entry) => entry.id === after) + 1 : 0;
        const data = PRICES.slice(start, start + PAGE_SIZE);
        return send(200, { object: 'list', data, has_more: start + PAGE_SIZE < PRICES.length, url: '/v1/prices' });
      }
      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && priceMatch) {
        const found = PRICES.find((entry) => entry.id === decodeURIComponent(priceMatch[1] ?? ''));
        return found ? send(200, found) : missing(priceMatch[1] ?? '');
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return send(200, {
          ...fixture('checkout.session'),
          id: 'cs_test_brandlens1',
          mode: params.get('mode'),
          client_reference_id: params.get('client_reference_id'),
          customer_email: params.get('customer_email'),
          currency: params.get('currency'),
          url: 'https://checkout.stripe.com/c/pay/cs_test_brandlens1',
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          ...fixture('billing_portal.session'),
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: 'https://billing.stripe.com/p/session/test_brandlens',
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A webhook event in Stripe's envelope (the fixture event) around a fixture object. */
function stripeEvent(type: string, object: StripeObject, created: number): string {
  return JSON.stringify({ ...fixture('event'), id: `evt_${type}_${created}`, type, created, data: { object } });
}

describe.skipIf(!hasStripeFixtures)(`billing with Stripe on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let unconfigured: TestApp;
  let server: Server;
  const calls: StripeCall[] = [];
  const failures: { next: number | null } = { next: null };
  let cookie: string;
  let organizationId: string;
  let opsCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startStripe(calls, failures);
    testApp = await createTestApp(database, {
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
    unconfigured = await createTestApp(database);
    cookie = (await createUser(testApp, 'owner@shop.test', { sellerName: 'Shop Co' })).cookie;
    organizationId = (await testApp.call('POST', '/api/sessions/verification', { cookie })).json().organization.id;
    await createUser(testApp, 'ops@shop.test');
    await database.pool.query(`update users set role = 'OPERATIONS' where email = 'ops@shop.test'`);
    opsCookie = await testApp.logIn('ops@shop.test', 'correct horse battery');
  });
  afterAll(async () => {
    await testApp.close();
    await unconfigured.close();
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  const organization = async () =>
    (
      await database.pool.query<{
        plan: string;
        stripe_subscription_id: string | null;
        stripe_customer_id: string | null;
        stripe_subscription_status: string | null;
      }>(
        `select plan, stripe_subscription_id, stripe_customer_id, stripe_subscription_status from organizations where id = $1`,
        [organizationId],
      )
    ).rows[0];

  const postEvent = (payload: string, signature?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const now = () => Math.floor(Date.now() / 1000);

  it('answers 503 with a clear message on every billing call when Stripe is not configured', async () => {
    const unconfiguredCookie = await unconfigured.logIn('owner@shop.test', 'correct horse battery');
    for (const [method, url, body] of [
      ['GET', '/api/checkout/prices', undefined],
      ['POST', '/api/checkout/create-checkout-session', { priceId: 'price_starterMonth' }],
      ['POST', '/api/checkout/create-portal-session', undefined],
    ] as const) {
      const response = await unconfigured.call(method, url, { cookie: unconfiguredCookie, body });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Online payment is not configured. Contact us to upgrade your plan.');
    }
    const webhook = await unconfigured.app.inject({ method: 'POST', url: '/api/checkout/webhook', payload: '{}' });
    expect(webhook.statusCode).toBe(503);
    expect(calls).toEqual([]);
  });

  it('lists the prices with a revenueCondition, across pages, in cents per currency', async () => {
    const response = await testApp.call('GET', '/api/checkout/prices', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().prices).toEqual([
      {
        id: 'price_starterMonth',
        name: 'Starter',
        interval: 'month',
        revenueCondition: 'Up to $50k GMV',
        currencyOptions: { usd: { unitAmount: 4900 }, eur: { unitAmount: 4500 } },
      },
      expect.objectContaining({
        id: 'price_growthMonth',
        currencyOptions: { usd: { unitAmount: 19900 }, eur: { unitAmount: 18900 } },
      }),
      expect.objectContaining({ id: 'price_starterYear', interval: 'year' }),
      {
        id: 'price_growthYear',
        name: 'Growth',
        interval: 'year',
        revenueCondition: '$50k - $250k GMV',
        currencyOptions: { usd: { unitAmount: 199000 } },
      },
    ]);
    const listCalls = calls.filter((call) => call.path === '/v1/prices');
    expect(listCalls.map((call) => call.params.get('starting_after'))).toEqual([
      null,
      'price_starterYear',
      'price_retired',
    ]);
    expect(listCalls[0]?.params.get('expand[0]')).toBe('data.product');
    expect(listCalls[0]?.params.get('expand[1]')).toBe('data.currency_options');
    expect(listCalls[0]?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(listCalls[0]?.version).toBe('2024-06-20');
    expect((await testApp.call('GET', '/api/checkout/prices')).statusCode).toBe(401);
  });

  it('refuses operations users a checkout or portal session with 403, before calling Stripe', async () => {
    calls.length = 0;
    const checkout = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie: opsCookie,
      body: { priceId: 'price_starterMonth' },
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().message).toBe('Operations users cannot start or manage a subscription.');
    const portal = await testApp.call('POST', '/api/checkout/create-portal-session', { cookie: opsCookie });
    expect(portal.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses a price that is not on offer, or a currency the price does not have', async () => {
    for (const priceId of ['price_missing', 'price_legacy', 'price_retired']) {
      const response = await testApp.call('POST', '/api/checkout/create-checkout-session', {
        cookie,
        body: { priceId },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().details.errors).toEqual(['Choose one of the plans offered']);
    }
    const malformed = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie,
      body: { priceId: 'not a price' },
    });
    expect(malformed.statusCode).toBe(422);
    const eur = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie,
      body: { priceId: 'price_growthYear', currency: 'eur' },
    });
    expect(eur.statusCode).toBe(422);
    expect(eur.json().message).toBe('This plan cannot be paid in EUR');
    expect(calls.some((call) => call.path === '/v1/checkout/sessions')).toBe(false);
  });

  it('answers 502 when Stripe fails, and the portal 409 before a subscription exists', async () => {
    failures.next = 500;
    const response = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie,
      body: { priceId: 'price_starterMonth' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_FAILED');
    const portal = await testApp.call('POST', '/api/checkout/create-portal-session', { cookie });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe('Your organization has no subscription to manage yet.');
  });

  it('creates a subscription Checkout Session with the 14-day trial for the organization and answers its URL', async () => {
    calls.length = 0;
    const response = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie,
      body: { priceId: 'price_starterMonth', currency: 'eur' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_brandlens1' });
    const created = calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(created?.params ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_starterMonth',
      'line_items[0][quantity]': '1',
      currency: 'eur',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][organizationId]': organizationId,
      client_reference_id: organizationId,
      'metadata[organizationId]': organizationId,
      customer_email: 'owner@shop.test',
      success_url: 'http://brandlens.test/dashboard?checkout=success',
      cancel_url: 'http://brandlens.test/dashboard?checkout=cancelled',
    });
    expect((await organization())?.stripe_subscription_id).toBeNull();
  });

  it('refuses webhook calls without a valid, fresh Stripe signature, and changes nothing', async () => {
    const payload = stripeEvent(
      'checkout.session.completed',
      {
        ...fixture('checkout.session'),
        mode: 'subscription',
        client_reference_id: organizationId,
        subscription: 'sub_evil',
        customer: 'cus_evil',
      },
      now(),
    );
    expect((await postEvent(payload)).statusCode).toBe(400);
    expect((await postEvent(payload, signStripePayload(payload, 'whsec_wrong', now()))).statusCode).toBe(400);
    const stale = await postEvent(payload, signStripePayload(payload, WEBHOOK_SECRET, now() - 600));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('The Stripe-Signature header is missing or invalid.');
    expect(await organization()).toMatchObject({ plan: 'DEFAULT', stripe_subscription_id: null });
  });

  const subscription = (status: string) => ({
    ...fixture('subscription'),
    id: 'sub_brandlens1',
    customer: 'cus_brandlens1',
    status,
    metadata: { organizationId },
  });
  const created = now();

  it('records the subscription and the paid plan from checkout.session.completed (no CSRF header needed)', async () => {
    const payload = stripeEvent(
      'checkout.session.completed',
      {
        ...fixture('checkout.session'),
        mode: 'subscription',
        status: 'complete',
        client_reference_id: organizationId,
        customer: 'cus_brandlens1',
        subscription: 'sub_brandlens1',
      },
      created,
    );
    const response = await postEvent(payload, signStripePayload(payload, WEBHOOK_SECRET, now()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await organization()).toMatchObject({
      plan: 'PAID',
      stripe_subscription_id: 'sub_brandlens1',
      stripe_customer_id: 'cus_brandlens1',
    });
    const session = await testApp.call('POST', '/api/sessions/verification', { cookie });
    expect(session.json().organization).toMatchObject({ plan: 'PAID', stripeSubscriptionId: 'sub_brandlens1' });
  });

  it('refuses a second checkout for a subscribed organization and opens the billing portal instead', async () => {
    const again = await testApp.call('POST', '/api/checkout/create-checkout-session', {
      cookie,
      body: { priceId: 'price_starterMonth' },
    });
    expect(again.statusCode).toBe(409);
    calls.length = 0;
    const portal = await testApp.call('POST', '/api/checkout/create-portal-session', { cookie });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_brandlens' });
    expect(Object.fromEntries(calls[0]?.params ?? [])).toEqual({
      customer: 'cus_brandlens1',
      return_url: 'http://brandlens.test/settings',
    });
  });

  it('follows customer.subscription.* events, ignoring one older than the last applied', async () => {
    const send = async (type: string, status: string, at: number) => {
      const payload = stripeEvent(type, subscription(status), at);
      const response = await postEvent(payload, signStripePayload(payload, WEBHOOK_SECRET, now()));
      expect(response.statusCode).toBe(200);
    };
    await send('customer.subscription.updated', 'past_due', created + 10);
    expect(await organization()).toMatchObject({ plan: 'PAID', stripe_subscription_status: 'past_due' });
    await send('customer.subscription.deleted', 'canceled', created + 5);
    expect(await organization()).toMatchObject({ plan: 'PAID', stripe_subscription_id: 'sub_brandlens1' });
    await send('customer.subscription.deleted', 'canceled', created + 20);
    expect(await organization()).toMatchObject({
      plan: 'DEFAULT',
      stripe_subscription_id: null,
      stripe_subscription_status: 'canceled',
      stripe_customer_id: 'cus_brandlens1',
    });
    await send('customer.subscription.created', 'trialing', created + 30);
    expect(await organization()).toMatchObject({ plan: 'PAID', stripe_subscription_id: 'sub_brandlens1' });
  });

  it('acknowledges events it does not handle without changing anything', async () => {
    const before = await organization();
    const payload = stripeEvent('plan.created', (fixture('event').data as StripeObject).object as StripeObject, now());
    const response = await postEvent(payload, signStripePayload(payload, WEBHOOK_SECRET, now()));
    expect(response.statusCode).toBe(200);
    expect(await organization()).toEqual(before);
  });
});

if (!hasStripeFixtures) {
  describe('billing with Stripe', () => {
    it.skip('skipped: the recorded Stripe objects (../shared/samples/stripe-openapi/fixtures3.json) are not beside the project', () =>
      undefined);
  });
}
