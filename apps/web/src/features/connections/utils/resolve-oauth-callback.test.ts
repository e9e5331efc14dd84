import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { resolveOauthCallback } from './resolve-oauth-callback';

const query = new URLSearchParams({ state: 's1', spapi_oauth_code: 'ANcode', selling_partner_id: 'A2SELLER' });
const failure = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, error: 'Error', code, message }, { status });

describe('resolveOauthCallback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forwards the provider's query and opens the seller's Connections tab once connected", async () => {
    const api = stubApi({ 'GET /oauth': { sellerId: 'acme', provider: 'autopilot_spapi_basic' } });
    expect(await resolveOauthCallback(query)).toEqual({
      to: '/dashboard/sellers/acme/settings?tab=connections',
      connected: { provider: 'autopilot_spapi_basic', name: 'Amazon Seller Central' },
    });
    expect(Object.fromEntries(new URL(api.fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').searchParams)).toEqual({
      state: 's1',
      spapi_oauth_code: 'ANcode',
      selling_partner_id: 'A2SELLER',
    });
  });

  it.each(['invalid-callback-params', 'invalid-code', 'account-already-active'])(
    'sends the SPEC code %s to the authorizations error page',
    async (code) => {
      stubApi({ 'GET /oauth': () => failure(409, code, 'message') });
      expect(await resolveOauthCallback(query)).toEqual({ to: `/authorizations/error?error=${code}` });
    },
  );

  it('shows the server message when a failure has no SPEC code', async () => {
    stubApi({ 'GET /oauth': apiError(503, 'Amazon Seller Central connections are not configured on this server.') });
    const outcome = await resolveOauthCallback(query);
    expect(new URL(outcome.to, 'http://x').searchParams.get('error')).toBe(
      'Amazon Seller Central connections are not configured on this server.',
    );
  });
});
