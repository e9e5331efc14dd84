import type { TAmazonSyncStatus, TAmazonSyncStepState, TServiceProviderOption } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConnectionsPanel } from './connections-panel';

const OPTIONS = 'GET /v2/sellers/acme/service-provider-options';
const STATUS = 'GET /v2/sellers/acme/amazon-sync';
const SYNC_NOW = 'POST /v2/sellers/acme/amazon-sync';
const AUTHORIZE = 'POST /v2/sellers/acme/service-authorization-url';

const account = { region: 'eu' as const, accountId: 'A1ACME', authorizedAt: '2026-11-12T09:15:00.000Z' };
const sellerCentral = (connection: TServiceProviderOption['connection']): TServiceProviderOption[] => [
  { provider: 'autopilot_spapi_basic', name: 'Amazon Seller Central', availability: 'available', connection },
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
];
const connected = sellerCentral({ state: 'connected', ...account, lastSyncedAt: '2026-11-20T08:30:00.000Z' });

const step = (overrides: Partial<TAmazonSyncStepState> & Pick<TAmazonSyncStepState, 'step'>): TAmazonSyncStepState => ({
  status: 'idle',
  progress: { done: 0, total: null, label: null },
  startedAt: null,
  finishedAt: null,
  lastSuccessAt: null,
  lastError: null,
  dataThrough: null,
  ...overrides,
});

const idleStatus: TAmazonSyncStatus = {
  connected: true,
  backfill: {
    state: 'complete',
    startedAt: '2026-11-12T09:16:00.000Z',
    completedAt: '2026-11-12T11:40:00.000Z',
    percent: 100,
  },
  currentStep: null,
  nextRunAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt: '2026-11-20T08:30:00.000Z',
  lastError: null,
  steps: [
    step({
      step: 'settlements',
      startedAt: '2026-11-20T08:20:00.000Z',
      lastSuccessAt: '2026-11-20T08:25:00.000Z',
      dataThrough: '2026-11-14T00:00:00.000Z',
    }),
    step({ step: 'orders', startedAt: '2026-11-20T08:25:00.000Z', lastSuccessAt: '2026-11-20T08:30:00.000Z' }),
  ],
};

const backfillStatus: TAmazonSyncStatus = {
  connected: true,
  backfill: { state: 'running', startedAt: '2026-11-12T09:16:00.000Z', completedAt: null, percent: 42 },
  currentStep: 'orders',
  nextRunAt: '2026-11-12T10:00:00.000Z',
  lastSuccessAt: null,
  lastError: null,
  steps: [
    step({
      step: 'settlements',
      lastSuccessAt: '2026-11-12T09:40:00.000Z',
      dataThrough: '2026-11-14T00:00:00.000Z',
    }),
    step({
      step: 'finances',
      status: 'failed',
      lastError: 'Amazon answered 500 to listFinancialEventGroups.',
    }),
    step({
      step: 'orders',
      status: 'running',
      startedAt: '2026-11-12T09:41:00.000Z',
      progress: { done: 3, total: 12, label: 'page 3 of 12' },
    }),
  ],
};

function renderPanel(handlers: Record<string, unknown>) {
  const api = stubApi({ [OPTIONS]: { providers: connected }, [STATUS]: idleStatus, ...handlers });
  const navigate = vi.fn();
  renderWithProviders(<ConnectionsPanel sellerId="acme" navigate={navigate} />, { path: '/?tab=connections' });
  return { api, navigate };
}

const syncSection = () => screen.findByRole('region', { name: 'Sync' });

describe('Seller Central sync on the Connections tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first backfill with its progress, the step at work and a table of the steps', async () => {
    renderPanel({ [STATUS]: backfillStatus });
    const sync = await syncSection();
    const bar = within(sync).getByRole('progressbar', { name: 'First sync progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(within(sync).getByText('First sync: 42 % of the steps done')).toBeTruthy();
    expect(within(sync).getByTestId('current-step').textContent).toBe('Syncing now — Orders: page 3 of 12 · 25 %');
    expect(within(sync).getByText('Not synced yet.')).toBeTruthy();
    expect((within(sync).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);

    const table = within(sync).getByRole('table', { name: 'Sync steps' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Settlement reports')).getByText('Done')).toBeTruthy();
    expect(within(row('Settlement reports')).getByText('Data through 14 Nov 2026, 00:00 UTC')).toBeTruthy();
    expect(within(row('Settlement reports')).getByText('12 Nov 2026, 09:40 UTC')).toBeTruthy();
    expect(within(row('Money not yet settled')).getByText('Failed')).toBeTruthy();
    expect(within(row('Money not yet settled')).getByText('Never')).toBeTruthy();
    expect(
      within(row('Money not yet settled')).getByText('Amazon answered 500 to listFinancialEventGroups.'),
    ).toBeTruthy();
    expect(within(row('Orders')).getByText('Running')).toBeTruthy();
    expect(within(row('Orders')).getByText('page 3 of 12 · 25 %')).toBeTruthy();
  });

  it('tells the last and next sync once the backfill is done, and leaves the card without its own last-sync line', async () => {
    renderPanel({});
    const sync = await syncSection();
    expect(within(sync).queryByRole('progressbar')).toBeNull();
    expect(within(sync).getByText(/^Last synced .+ \(20 Nov 2026, 08:30 UTC\)$/)).toBeTruthy();
    expect(within(sync).getByText(/^Next sync .+ \(20 Nov 2026, 09:00 UTC\)$/)).toBeTruthy();
    expect(screen.queryByText('Last sync: 20 Nov 2026, 08:30 UTC.')).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Sync' })).toHaveLength(1);
  });

  it('posts Sync now, then holds the button while the sync is queued', async () => {
    const { api } = renderPanel({ [SYNC_NOW]: { queued: true } });
    const sync = await syncSection();
    fireEvent.click(within(sync).getByRole('button', { name: 'Sync now' }));
    expect(await within(sync).findByText('Sync requested: it starts as soon as a worker is free.')).toBeTruthy();
    expect(api.callsTo(SYNC_NOW)).toHaveLength(1);
    expect(api.callsTo(SYNC_NOW)[0]?.headers['x-brandlens-request']).toBe('1');
    expect((within(sync).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when Sync now is refused", async () => {
    const message = 'Connect Amazon Seller Central first: this seller has no working connection.';
    renderPanel({ [SYNC_NOW]: apiError(409, message) });
    const sync = await syncSection();
    fireEvent.click(within(sync).getByRole('button', { name: 'Sync now' }));
    expect(await within(sync).findByText(message)).toBeTruthy();
    expect((within(sync).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('alerts when Amazon refuses the authorisation and re-authorises through the Connect flow', async () => {
    const refusal = 'The provider no longer accepts the authorisation of this account (revoked or expired).';
    const consentUrl = 'https://sellercentral-europe.amazon.com/apps/authorize/consent?state=abc';
    const { api, navigate } = renderPanel({
      [OPTIONS]: {
        providers: sellerCentral({
          state: 'reauthorization-required',
          ...account,
          lastSyncedAt: null,
          message: refusal,
        }),
      },
      [STATUS]: { ...idleStatus, connected: false, nextRunAt: null, lastError: refusal },
      [AUTHORIZE]: { url: consentUrl },
    });
    const alert = await screen.findByRole('alert', {
      name: 'Amazon Seller Central no longer accepts the authorisation',
    });
    expect(within(alert).getByText(refusal)).toBeTruthy();
    const sync = await syncSection();
    expect(within(sync).getByText('No sync is scheduled while the connection does not work.')).toBeTruthy();
    expect((within(sync).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: 'Re-authorise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Amazon Seller Central' });
    expect((within(dialog).getByRole('radio', { name: /Europe & India/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Seller Central' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(consentUrl));
    expect(api.callsTo(AUTHORIZE)[0]?.body).toEqual({ provider: 'autopilot_spapi_basic', region: 'eu' });
  });

  it('shows no sync without a Seller Central connection', async () => {
    const { api } = renderPanel({ [OPTIONS]: { providers: sellerCentral({ state: 'not-connected' }) } });
    expect(await screen.findAllByRole('button', { name: 'Connect' })).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Sync' })).toBeNull();
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });
});
