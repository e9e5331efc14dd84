import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, testSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = {
  'POST /sessions/verification': createSession(),
  'GET /v2/sellers': { sellers: [testSeller] },
  'GET /v2/sellers/acme': testSeller,
  'GET /v2/sellers/acme/imports': { imports: [] },
  'GET /v2/sellers/acme/settlements': { settlements: [] },
  'GET /v2/sellers/acme/cost-of-goods-sold': { costOfGoodsSold: [] },
  'GET /v2/sellers/acme/cogs-status': { unitsSold: 0, unitsWithCost: 0, share: null, skusWithoutCost: [] },
};

describe('seller settings route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the imports and keeps the chosen tab in the URL', async () => {
    stubApi(signedIn);
    const { router } = renderApp('/dashboard/sellers/acme/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByLabelText('Report file')).toBeTruthy();
    expect(await screen.findByText('No report has been imported yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Settlements' }));
    expect(await screen.findByText('Import a settlement report to see it here.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=settlements'));
  });

  it('opens the tab named in the URL', async () => {
    stubApi(signedIn);
    renderApp('/dashboard/sellers/acme/settings?tab=cost-of-goods');
    expect(await screen.findByLabelText('Cost of goods file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download template' })).toBeTruthy();
    expect(screen.queryByLabelText('Report file')).toBeNull();
  });

  it('opens the Connections tab with the providers the seller can connect', async () => {
    stubApi({
      ...signedIn,
      'GET /v2/sellers/acme/service-provider-options': {
        providers: [
          {
            provider: 'autopilot_amazon_ads',
            name: 'Amazon Advertising',
            availability: 'not-available-yet',
            connection: { state: 'not-connected' },
          },
        ],
      },
    });
    renderApp('/dashboard/sellers/acme/settings?tab=connections');
    expect(await screen.findByRole('heading', { name: 'Amazon Advertising' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Connections' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Report file')).toBeNull();
  });
});
