import type { TAmazonSyncStatus, TServiceProviderOption } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStore } from '../../../lib/notification-store';
import { jsonResponse } from '../../../test/render-app';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConnectionsPanel } from './connections-panel';

const OPTIONS_PATH = 'GET /v2/sellers/acme/service-provider-options';
const AUTHORIZE_PATH = 'POST /v2/sellers/acme/service-authorization-url';
const SYNC_STATUS_PATH = 'GET /v2/sellers/acme/amazon-sync';
const CONSENT_URL = 'https://sellercentral.amazon.co.jp/apps/authorize/consent?state=abc';

const account = { region: 'eu' as const, accountId: 'A1ACME', authorizedAt: '2026-11-12T09:15:00.000Z' };
const providers: TServiceProviderOption[] = [
  {
    provider: 'autopilot_spapi_basic',
    name: 'Amazon Seller Central',
    availability: 'available',
    connection: { state: 'connected', ...account, lastSyncedAt: '2026-11-20T08:30:00.000Z' },
  },
  {
    provider: 'autopilot_spapi_ops',
    name: 'Amazon Seller Central',
    availability: 'available',
    connection: { state: 'not-connected' },
  },
  {
    provider: 'autopilot_amazon_ads',
    name: 'Amazon Advertising',
    availability: 'not-available-yet',
    connection: { state: 'not-connected' },
  },
  {
    provider: 'autopilot_shopify',
    name: 'Shopify (Beta)',
    availability: 'not-available-yet',
    connection: { state: 'not-connected' },
  },
  {
    provider: 'custom_shopify',
    name: 'Shopify (Beta)',
    availability: 'not-available-yet',
    connection: { state: 'not-connected' },
  },
];

const syncStatus = (lastSuccessAt: string | null): TAmazonSyncStatus => ({
  connected: true,
  backfill: { state: 'complete', startedAt: null, completedAt: null, percent: 100 },
  currentStep: null,
  nextRunAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt,
  lastError: null,
  steps: [],
});

const failure = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, error: 'Error', code, message }, { status });

const card = (description: RegExp) =>
  screen.getAllByRole('region').find((region) => description.test(region.textContent ?? '')) as HTMLElement;

function renderPanel(handlers: Record<string, unknown>) {
  const api = stubApi({
    [OPTIONS_PATH]: { providers },
    [SYNC_STATUS_PATH]: syncStatus('2026-11-20T08:30:00.000Z'),
    ...handlers,
  });
  const navigate = vi.fn();
  renderWithProviders(<ConnectionsPanel sellerId="acme" navigate={navigate} />, {
    path: '/?tab=connections',
  });
  return { api, navigate };
}

describe('ConnectionsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the five providers with the state of each connection', async () => {
    renderPanel({});
    await screen.findByText('Account A1ACME in Europe & India, authorised on 12 Nov 2026.');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const basic = card(/basic access/);
    expect(within(basic).getByText('Connected')).toBeTruthy();
    // The sync of the connected Seller Central account tells its last sync under the card.
    expect(await within(basic).findByText(/^Last synced .+ \(20 Nov 2026, 08:30 UTC\)$/)).toBeTruthy();
    expect(within(basic).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(card(/operations access/)).getByText('Not connected')).toBeTruthy();
    expect(within(card(/operations access/)).getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('says which providers cannot be connected yet, what to do instead, and disables their button', async () => {
    renderPanel({});
    const ads = await waitFor(() => card(/Amazon Ads API/));
    expect(within(ads).getByTestId('provider-notice').textContent).toMatch(
      /^Connecting Amazon Advertising accounts is not available yet\. What you can do now: upload the Sponsored Products reports of the advertising console on the Imports tab\.$/,
    );
    expect(within(ads).getByRole('link', { name: 'Imports tab' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect((within(ads).getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card(/Shopify App Store/)).getByTestId('provider-notice').textContent).toMatch(
      /Connecting Shopify \(Beta\) accounts is not available yet\./,
    );
  });

  it('opens the Seller Central dialog with the region, asks for the consent page and goes there', async () => {
    const { api, navigate } = renderPanel({ [AUTHORIZE_PATH]: { url: CONSENT_URL } });
    fireEvent.click(await waitFor(() => within(card(/operations access/)).getByRole('button', { name: 'Connect' })));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Amazon Seller Central' });
    expect((within(dialog).getByRole('radio', { name: /North America/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Far East/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Seller Central' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(CONSENT_URL));
    expect(api.callsTo(AUTHORIZE_PATH)[0]?.body).toEqual({ provider: 'autopilot_spapi_ops', region: 'fe' });
  });

  it("reopens a connected account's region for a reconnect", async () => {
    renderPanel({});
    fireEvent.click(await waitFor(() => within(card(/basic access/)).getByRole('button', { name: 'Reconnect' })));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Amazon Seller Central' });
    expect((within(dialog).getByRole('radio', { name: /Europe & India/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells a 503 next to the provider instead of an error toast, and closes the dialog', async () => {
    const message = 'Amazon Seller Central connections are not configured on this server.';
    const { navigate } = renderPanel({ [AUTHORIZE_PATH]: failure(503, 'CONNECTION_NOT_CONFIGURED', message) });
    fireEvent.click(await waitFor(() => within(card(/operations access/)).getByRole('button', { name: 'Connect' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Seller Central' }));

    await waitFor(() =>
      expect(within(card(/operations access/)).getByTestId('provider-notice').textContent).toContain(message),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notificationStore.getSnapshot()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the message when the request fails otherwise', async () => {
    renderPanel({ [AUTHORIZE_PATH]: failure(500, 'INTERNAL', 'The server failed.') });
    fireEvent.click(await waitFor(() => within(card(/operations access/)).getByRole('button', { name: 'Connect' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Seller Central' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Amazon Seller Central' });
    expect(await within(dialog).findByText('The server failed.')).toBeTruthy();
  });

  it('shows an error connection with its message and a refused authorisation as needing a reconnect', async () => {
    stubApi({
      [OPTIONS_PATH]: {
        providers: [
          {
            ...providers[0],
            connection: { state: 'error', ...account, lastSyncedAt: null, message: 'The report was refused.' },
          },
          {
            ...providers[1],
            connection: { state: 'reauthorization-required', ...account, lastSyncedAt: null, message: 'Reconnect.' },
          },
        ],
      },
      [SYNC_STATUS_PATH]: syncStatus(null),
    });
    renderWithProviders(<ConnectionsPanel sellerId="acme" navigate={vi.fn()} />);
    expect(await screen.findByText('The report was refused.')).toBeTruthy();
    expect(within(card(/basic access/)).getByText('Error')).toBeTruthy();
    expect(await within(card(/basic access/)).findByText('Not synced yet.')).toBeTruthy();
    expect(within(card(/operations access/)).getByText('Reconnect needed')).toBeTruthy();
  });
});
