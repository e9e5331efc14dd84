import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { resolveShopifyInstall } from './resolve-shopify-install';

const shop = 'acme-outdoor.myshopify.com';

describe('resolveShopifyInstall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies the token, authenticates its shop and goes to sign-up', async () => {
    const api = stubApi({
      'POST /auth/shopify/install': { externalId: shop },
      'POST /auth/shopify': { externalId: shop, status: 'AVAILABLE' },
    });
    expect(await resolveShopifyInstall('a.b.c')).toBe('/shopify-sign-up?shop=acme-outdoor.myshopify.com');
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/shopify/install', { token: 'a.b.c' }],
      ['/auth/shopify', { externalId: shop }],
    ]);
  });

  it('goes to the Shopify login when the shop already belongs to an organization', async () => {
    stubApi({
      'POST /auth/shopify/install': { externalId: shop },
      'POST /auth/shopify': () =>
        new Response(JSON.stringify({ status: 'SELLER_EXISTS', message: 'Log in', seller: null }), { status: 409 }),
    });
    expect(await resolveShopifyInstall('a.b.c')).toBe('/shopify-login?shop=acme-outdoor.myshopify.com');
  });

  it('sends a verification error to the authorizations error page with its reason', async () => {
    stubApi({ 'POST /auth/shopify/install': apiError(422, 'Unsupported app', ['Unsupported app']) });
    expect(await resolveShopifyInstall('a.b.c')).toBe('/authorizations/error?error=Unsupported+app');
    stubApi({ 'POST /auth/shopify/install': apiError(503, 'Shopify sign-in is not configured') });
    expect(await resolveShopifyInstall('a.b.c')).toBe('/authorizations/error?error=Shopify+sign-in+is+not+configured');
  });

  it("treats a missing token as 'invalid JWT' without calling the server", async () => {
    const api = stubApi({});
    expect(await resolveShopifyInstall(null)).toBe('/authorizations/error?error=invalid+JWT');
    expect(api.calls).toEqual([]);
  });
});
