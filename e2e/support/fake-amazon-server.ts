// The stand-in for Amazon in the end-to-end run, started by Playwright as a web server beside the
// app: the API tests' fake (Login with Amazon refresh grants, Sellers, Reports, Finances, Orders,
// FBA inventory, catalog, Sales and Traffic, account health and customer returns reports) on a
// fixed port, plus what a browser flow needs on top of it: Seller Central's consent page, which
// sends the browser back with a one-time spapi_oauth_code as Amazon does, and Login with Amazon's
// authorization_code grant, which trades that code for a refresh token the fake then accepts.
// Amazon Advertising is on the same port: its consent page (/ap/oa), token grants and Ads API
// (fake-amazon-ads.ts).
// Specs put settlement reports, orders and an advertiser in it through /__control
// (support/fake-amazon-control.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { addCatalogInventoryFake } from '../../apps/api/src/test/fake-amazon-catalog-inventory.ts';
import { FakeAmazon } from '../../apps/api/src/test/fake-amazon.ts';
import { installFakeFinances } from '../../apps/api/src/test/fake-amazon-finances.ts';
import { addFakeOrders, type FakeOrder, type FakeOrders } from '../../apps/api/src/test/fake-amazon-orders.ts';
import { installTrafficHealthReports } from '../../apps/api/src/test/fake-amazon-traffic-health.ts';
import { installCustomerReturnsReport } from '../../apps/api/src/test/fake-amazon-returns.ts';
import { fakeDailyFigures, seedFakeAdvertiser } from '../../apps/api/src/test/fake-amazon-ads-seed.ts';
import { FakeAmazonAds } from '../../apps/api/src/test/fake-amazon-ads.ts';
import { SELLER_CENTRAL } from './ports.ts';

const SETTLEMENT_REPORT_TYPE = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
/**
 * The usage plan this stand-in grants, sent in x-amzn-RateLimit-Limit as Amazon does: generous, so
 * the backfill's two years of All Orders reports (25 of them, past createReport's burst of 15) do
 * not wait a minute each at the published default rate.
 */
const GRANTED_RATE = '20';

interface Stand {
  fake: FakeAmazon;
  orders: FakeOrders;
  /** Consent codes not exchanged yet, with the redirect URI they were issued for. */
  codes: Map<string, string>;
  /** Amazon Advertising: its consent page, token grants and Ads API, with the app's one LWA client. */
  ads: FakeAmazonAds;
}

function freshStand(): Stand {
  const fake = new FakeAmazon();
  fake.baseUrl = SELLER_CENTRAL.url;
  addCatalogInventoryFake(fake);
  // No event groups: the money of the spec's orders is not on its way yet.
  installFakeFinances(fake);
  installTrafficHealthReports(fake);
  installCustomerReturnsReport(fake);
  const ads = new FakeAmazonAds();
  Object.assign(ads, {
    baseUrl: SELLER_CENTRAL.url,
    clientId: SELLER_CENTRAL.clientId,
    clientSecret: SELLER_CENTRAL.clientSecret,
  });
  return { fake, orders: addFakeOrders(fake), codes: new Map(), ads };
}

let stand = freshStand();

/**
 * Calls held back until the spec releases them: how a spec catches a sync in the middle, whatever
 * the machine's speed. The first `skip` calls under `pathPrefix` go through, the next ones wait.
 */
let hold: { pathPrefix: string; skip: number; waiting: Array<() => void> } | undefined;

function release(): void {
  const waiting = hold?.waiting ?? [];
  hold = undefined;
  for (const resume of waiting) resume();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Seller Central's consent page for our application: the seller confirms, or nothing happens. */
function consentPage(url: URL, response: ServerResponse): void {
  const state = url.searchParams.get('state') ?? '';
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  if (url.searchParams.get('application_id') !== SELLER_CENTRAL.applicationId || !state || !URL.canParse(redirectUri))
    return send(
      response,
      400,
      '<!doctype html><title>Error</title><h1>This application cannot be authorised</h1>',
      'text/html',
    );
  send(
    response,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorise application - Seller Central</title></head>
<body><main><h1>Brandlens E2E would like to access your Seller Central account</h1>
<p>Account ${SELLER_CENTRAL.sellingPartnerId}. Brandlens E2E will read your orders, settlements, inventory and catalog.</p>
<form method="post" action="/apps/authorize/confirm">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<button type="submit">Confirm</button></form></main></body></html>`,
    'text/html; charset=utf-8',
  );
}

/** The Confirm button: back to the application with a code Login with Amazon exchanges once. */
function confirmConsent(form: URLSearchParams, response: ServerResponse): void {
  const redirectUri = form.get('redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) return send(response, 400, { error: 'bad redirect_uri' });
  const code = `ANE2E${randomBytes(12).toString('hex')}`;
  stand.codes.set(code, redirectUri);
  const target = new URL(redirectUri);
  target.searchParams.set('spapi_oauth_code', code);
  target.searchParams.set('state', form.get('state') ?? '');
  target.searchParams.set('selling_partner_id', SELLER_CENTRAL.sellingPartnerId);
  response.writeHead(302, { location: target.toString() }).end();
}

/** Login with Amazon's consent page for Amazon Advertising: Allow sends the browser back with a code. */
function adsConsentPage(url: URL, response: ServerResponse): void {
  const state = url.searchParams.get('state') ?? '';
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  const isOurs =
    url.searchParams.get('client_id') === SELLER_CENTRAL.clientId &&
    url.searchParams.get('scope') === 'advertising::campaign_management' &&
    url.searchParams.get('response_type') === 'code';
  if (!isOurs || !state || !URL.canParse(redirectUri))
    return send(response, 400, '<!doctype html><title>Error</title><h1>An error occurred</h1>', 'text/html');
  send(
    response,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Amazon Sign-In</title></head>
<body><main><h1>Brandlens E2E would like to access your Amazon Advertising account</h1>
<p>Brandlens E2E will read your campaigns and their performance.</p>
<form method="post" action="/ap/oa/allow">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<button type="submit">Allow</button></form></main></body></html>`,
    'text/html; charset=utf-8',
  );
}

function allowAdsConsent(form: URLSearchParams, response: ServerResponse): void {
  const redirectUri = form.get('redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) return send(response, 400, { error: 'bad redirect_uri' });
  const target = new URL(redirectUri);
  target.searchParams.set('code', stand.ads.issueCode(redirectUri));
  target.searchParams.set('scope', 'advertising::campaign_management');
  target.searchParams.set('state', form.get('state') ?? '');
  response.writeHead(302, { location: target.toString() }).end();
}

/** Login with Amazon's authorization_code grant; refresh grants go to the fake. */
function exchangeCode(form: URLSearchParams, response: ServerResponse): void {
  if (form.get('client_id') !== SELLER_CENTRAL.clientId || form.get('client_secret') !== SELLER_CENTRAL.clientSecret)
    return send(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
  const code = form.get('code') ?? '';
  const redirectUri = stand.codes.get(code);
  stand.codes.delete(code);
  if (redirectUri === undefined || redirectUri !== form.get('redirect_uri'))
    return send(response, 400, { error: 'invalid_grant', error_description: 'The authorization code is invalid' });
  const refreshToken = `Atzr|e2e-${randomBytes(16).toString('hex')}`;
  stand.fake.refreshTokens.add(refreshToken);
  send(response, 200, {
    access_token: `Atza|e2e-${randomBytes(16).toString('hex')}`,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: 3600,
  });
}

/** What a spec puts in Amazon's hands: settlement reports as Amazon makes them, orders as buyers place them. */
function control(path: string, body: string, response: ServerResponse): void {
  if (path === '/__control/reset') {
    release();
    stand = freshStand();
    return send(response, 200, { ok: true });
  }
  if (path === '/__control/hold') {
    const { pathPrefix, skip } = JSON.parse(body) as { pathPrefix: string; skip: number };
    release();
    hold = { pathPrefix, skip, waiting: [] };
    return send(response, 200, { ok: true });
  }
  if (path === '/__control/release') {
    release();
    return send(response, 200, { ok: true });
  }
  if (path === '/__control/settlement-reports') {
    const report = stand.fake.addReport({
      reportType: SETTLEMENT_REPORT_TYPE,
      createdTime: new Date().toISOString(),
      content: body,
    });
    return send(response, 201, { reportId: report.reportId });
  }
  if (path === '/__control/ads-advertiser') {
    // An advertiser with a profile, campaigns and `days` days of figures up to `lastDay`.
    const { lastDay, days } = JSON.parse(body) as { lastDay: string; days: number };
    seedFakeAdvertiser(stand.ads);
    stand.ads.days.push(...fakeDailyFigures(lastDay, days));
    return send(response, 201, { ok: true });
  }
  if (path === '/__control/orders') {
    stand.orders.put(JSON.parse(body) as FakeOrder);
    return send(response, 201, { ok: true });
  }
  send(response, 404, { error: `no control ${path}` });
}

function handle(request: IncomingMessage, body: string, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', SELLER_CENTRAL.url);
  if (url.pathname === '/health') return send(response, 200, { ok: true });
  if (url.pathname === '/apps/authorize/consent' && request.method === 'GET') return consentPage(url, response);
  if (url.pathname === '/apps/authorize/confirm' && request.method === 'POST')
    return confirmConsent(new URLSearchParams(body), response);
  if (url.pathname.startsWith('/__control/') && request.method === 'POST') return control(url.pathname, body, response);
  if (url.pathname === '/__control/held') return send(response, 200, { held: hold?.waiting.length ?? 0 });
  if (url.pathname === '/ap/oa' && request.method === 'GET') return adsConsentPage(url, response);
  if (url.pathname === '/ap/oa/allow' && request.method === 'POST')
    return allowAdsConsent(new URLSearchParams(body), response);
  const isToken = url.pathname === '/auth/o2/token';
  // Amazon Advertising: its token grants (codes and refresh tokens it issued) and every Ads API path.
  if ((!isToken || stand.ads.ownsTokenRequest(new URLSearchParams(body))) && stand.ads.handle(request, body, response))
    return;
  if (isToken && new URLSearchParams(body).get('grant_type') === 'authorization_code')
    return exchangeCode(new URLSearchParams(body), response);
  response.setHeader('x-amzn-RateLimit-Limit', GRANTED_RATE);
  const answer = () => stand.fake.handle(request, body, response);
  if (!hold || !url.pathname.startsWith(hold.pathPrefix)) return answer();
  if (hold.skip > 0) {
    hold.skip -= 1;
    return answer();
  }
  hold.waiting.push(answer);
}

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      handle(request, Buffer.concat(chunks).toString('utf8'), response);
    } catch (error) {
      send(response, 500, { error: (error as Error).message });
    }
  });
}).listen(SELLER_CENTRAL.port, '127.0.0.1');
