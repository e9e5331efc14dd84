import type { TServiceProviderOption } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, testSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The Amazon Advertising row of the Connections tab: its Connect asks for the region like Seller
// Central's, and once connected the advertising feature's profiles and sync show under its card.

const OPTIONS = 'GET /v2/sellers/acme/service-provider-options';
const AUTHORIZE = 'POST /v2/sellers/acme/service-authorization-url';

const signedIn = {
  'POST /sessions/verification': createSession(),
  'GET /v2/sellers': { sellers: [testSeller] },
  'GET /v2/sellers/acme': testSeller,
  'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
};

const ads = (connection: TServiceProviderOption['connection']): TServiceProviderOption => ({
  provider: 'autopilot_amazon_ads',
  name: 'Amazon Advertising',
  availability: 'available',
  connection,
});

const adsCard = () => screen.getByRole('region', { name: 'Amazon Advertising' });

describe('seller settings, Amazon Advertising connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the region of the Advertising account before asking for the consent page', async () => {
    const api = stubApi({
      ...signedIn,
      [OPTIONS]: { providers: [ads({ state: 'not-connected' })] },
      // Not configured on this server: the answer shows where the provider's notice goes.
      [AUTHORIZE]: () =>
        new Response(JSON.stringify({ statusCode: 503, message: 'Not configured here' }), { status: 503 }),
    });
    renderApp('/dashboard/sellers/acme/settings?tab=connections');
    await screen.findByRole('heading', { name: 'Amazon Advertising' }, { timeout: 5_000 });
    expect(screen.queryByTestId('ad-connection-panel')).toBeNull();
    fireEvent.click(within(adsCard()).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Amazon Advertising' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Europe & India/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Amazon' }));
    await waitFor(() => expect(api.callsTo(AUTHORIZE)).toHaveLength(1));
    expect(api.callsTo(AUTHORIZE)[0]?.body).toEqual({ provider: 'autopilot_amazon_ads', region: 'eu' });
    // The 503 is a fact about the provider: told on its card, the dialog closed.
    expect(await within(adsCard()).findByText(/Not configured here/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the profiles and the ads sync under the card once connected', async () => {
    stubApi({
      ...signedIn,
      [OPTIONS]: {
        providers: [
          ads({
            state: 'connected',
            region: 'na',
            accountId: 'amzn1.account.ACME',
            authorizedAt: '2026-11-20T09:00:00.000Z',
            lastSyncedAt: null,
          }),
        ],
      },
      'GET /v2/sellers/acme/advertising/amazon/profiles': [],
      'GET /v2/sellers/acme/advertising/amazon/sync': {
        connected: true,
        status: 'idle',
        openReports: 0,
        lastSyncedAt: null,
        lastError: null,
        coverage: [],
      },
    });
    renderApp('/dashboard/sellers/acme/settings?tab=connections');
    const panel = await screen.findByTestId('ad-connection-panel', {}, { timeout: 5_000 });
    expect(panel.closest('section')).toBe(adsCard());
    expect(await within(panel).findByText('Not synced yet.')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Advertiser profiles' })).toBeTruthy();
  });
});
