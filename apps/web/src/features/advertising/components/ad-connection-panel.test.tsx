import type { TServiceProviderOption } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdConnectionPanel } from './ad-connection-panel';
import {
  germany,
  MARKETPLACES,
  POST_SYNC,
  profile,
  PROFILES,
  PUT_PROFILES,
  SLOW,
  SYNC,
  syncStatus,
} from './advertising-test-utils';

const connected: TServiceProviderOption = {
  provider: 'autopilot_amazon_ads',
  name: 'Amazon Advertising',
  availability: 'available',
  connection: {
    state: 'connected',
    region: 'eu',
    accountId: 'amzn1.account.ACME',
    authorizedAt: '2026-11-20T09:00:00.000Z',
    lastSyncedAt: null,
  },
};

const profiles = [
  profile(),
  profile({
    profileId: '3002',
    countryCode: 'GB',
    marketplaceId: 'A1F83G8C2ARO7P',
    currency: 'GBP',
    accountName: 'Acme UK',
    selected: false,
    lastSyncedAt: null,
  }),
];

const render = (option: TServiceProviderOption = connected) =>
  renderWithProviders(<AdConnectionPanel sellerId="acme" option={option} />);

describe('AdConnectionPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing under another provider or before Amazon Advertising is connected', () => {
    const api = stubApi({});
    render({ ...connected, connection: { state: 'not-connected' } });
    render({ ...connected, provider: 'autopilot_spapi_basic' });
    expect(screen.queryByTestId('ad-connection-panel')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the profiles with country, account and currency, and saves the ones ticked', async () => {
    const api = stubApi({
      [PROFILES]: profiles,
      [PUT_PROFILES]: ({ body }: { body: { profileIds: string[] } }) =>
        profiles.map((entry) => ({ ...entry, selected: body.profileIds.includes(entry.profileId) })),
      [SYNC]: syncStatus(),
      [MARKETPLACES]: { marketplaces: [germany] },
    });
    render();
    const germanyBox = await screen.findByRole('checkbox', { name: /Germany — Acme Outdoor/ }, SLOW);
    const ukBox = screen.getByRole('checkbox', { name: /United Kingdom — Acme UK/ });
    expect((germanyBox as HTMLInputElement).checked).toBe(true);
    expect((ukBox as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('EUR · seller account · profile 3001 · last synced 26 Nov 2026, 06:00 UTC')).toBeTruthy();
    expect(screen.getByText('GBP · seller account · profile 3002')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save profiles' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(ukBox);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo(PUT_PROFILES)).toHaveLength(1));
    expect(api.callsTo(PUT_PROFILES)[0]?.body).toEqual({ profileIds: ['3001', '3002'] });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect((screen.getByRole('checkbox', { name: /United Kingdom/ }) as HTMLInputElement).checked).toBe(true);
    // A new profile starts its backfill: the sync state is read again.
    await waitFor(() => expect(api.callsTo(SYNC).length).toBeGreaterThan(1));
  });

  it('shows the sync with the days it holds, and Sync now', async () => {
    const api = stubApi({
      [PROFILES]: profiles,
      [SYNC]: syncStatus(),
      [POST_SYNC]: syncStatus({ status: 'running', openReports: 4 }),
      [MARKETPLACES]: { marketplaces: [germany] },
    });
    render();
    const status = await screen.findByTestId('ad-sync-status', {}, SLOW);
    expect(status.textContent).toBe('Last synced 26 Nov 2026, 06:00 UTC.');
    const days = screen.getByRole('list', { name: 'Days with ads data' });
    await within(days).findByRole('img', { name: 'Germany' });
    expect(days.textContent).toBe('🇩🇪Germany: 24 Aug 2026 to 26 Nov 2026, from the Amazon Ads API');

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(screen.getByTestId('ad-sync-status').textContent).toBe(
        'Syncing now: 4 reports requested from Amazon and not downloaded yet.',
      ),
    );
    expect(api.callsTo(POST_SYNC)).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("tells the server's reason when a sync is asked for too soon", async () => {
    stubApi({
      [PROFILES]: profiles,
      [SYNC]: syncStatus(),
      [POST_SYNC]: apiError(429, 'A sync was asked for less than a minute ago. Try again in a minute.'),
      [MARKETPLACES]: { marketplaces: [] },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }, SLOW));
    expect(await screen.findByText('A sync was asked for less than a minute ago. Try again in a minute.')).toBeTruthy();
  });

  it('says what to do when the account has no advertiser profile', async () => {
    stubApi({ [PROFILES]: [], [SYNC]: syncStatus({ coverage: [] }), [MARKETPLACES]: { marketplaces: [] } });
    render();
    expect(
      await screen.findByText(
        'This Amazon Advertising account has no advertiser profile. Create one in the advertising console, then come back here.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});
