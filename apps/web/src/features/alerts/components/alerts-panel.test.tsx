import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStore } from '../../../lib/notification-store';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { alertTypes, counts, feeJump, FEE_JUMP_ID, lowStock, LOW_STOCK_ID, page } from '../test/alert-fixtures';
import { utcDay } from '../utils/snooze-until';
import { AlertsPanel } from './alerts-panel';

const LIST = 'GET /v2/sellers/acme/alerts';
const UPDATE = 'PUT /v2/sellers/acme/alerts/update-alert';

function renderPanel(handlers: Record<string, unknown> = {}, path = '/') {
  const api = stubApi({
    [LIST]: page([lowStock, feeJump]),
    [UPDATE]: { updated: 1, counts: counts() },
    'GET /v2/sellers/alert-types': { types: alertTypes },
    ...handlers,
  });
  const view = renderWithProviders(<AlertsPanel sellerId="acme" />, { path });
  return { api, ...view };
}

const row = (name: string) => screen.findByRole('row', { name });
const listQueries = (api: ReturnType<typeof stubApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/sellers/acme/alerts')
    .map((url) => url.search);

async function openActions(name: string) {
  fireEvent.click(within(await row(name)).getByRole('button', { name: `Actions for ${name}` }));
}

describe('AlertsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the open alerts with severity, title, subject, message, raised date and figures', async () => {
    const { api } = renderPanel();
    const low = within(await row('Low stock, LAMP-01 in Amazon.com'));
    expect(low.getByText('Warning')).toBeTruthy();
    expect(low.getByText('Low stock')).toBeTruthy();
    expect(low.getByText('LAMP-01 in Amazon.com')).toBeTruthy();
    expect(low.getByText('LAMP-01 has 12 days of cover; a reorder placed now arrives in 45 days.')).toBeTruthy();
    expect(low.getByText('12 Nov 2026, 08:30 UTC')).toBeTruthy();
    expect(low.getByText('Days of cover').nextElementSibling?.textContent).toBe('12');
    expect(low.getByText('Fulfillable').nextElementSibling?.textContent).toBe('84');

    const fee = within(screen.getByRole('row', { name: 'Fee jump, TENT-02 in Amazon.de' }));
    expect(fee.getByText('Fee per unit').nextElementSibling?.textContent).toBe('4.90');
    expect(fee.getByText('Rise').nextElementSibling?.textContent).toBe('22.5');

    // Unread alerts stand out; the read one does not.
    expect(screen.getByRole('row', { name: 'Low stock, LAMP-01 in Amazon.com' }).hasAttribute('data-unread')).toBe(
      true,
    );
    expect(screen.getByRole('row', { name: 'Fee jump, TENT-02 in Amazon.de' }).hasAttribute('data-unread')).toBe(false);

    expect(screen.getByRole('radio', { name: 'Open (2)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Snoozed (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All (10)' })).toBeTruthy();
    expect(listQueries(api)).toEqual(['?status=open']);
  });

  it('resolves one alert with its id and reads the list again', async () => {
    const { api } = renderPanel();
    await openActions('Low stock, LAMP-01 in Amazon.com');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Resolve' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({ alertIds: [LOW_STOCK_ID], action: 'resolve' });
    await waitFor(() => expect(notificationStore.getSnapshot()?.message).toBe('1 alert resolved.'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('snoozes until a chosen day, refusing today', async () => {
    const { api } = renderPanel();
    await openActions('Fee jump, TENT-02 in Amazon.de');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Snooze until a day…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Snooze alerts' }));

    fireEvent.change(dialog.getByLabelText('Snooze until'), { target: { value: utcDay(new Date()) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Snooze' }));
    expect(dialog.getByText('Choose a day after today')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toEqual([]);

    const day = utcDay(new Date(Date.now() + 10 * 86_400_000));
    fireEvent.change(dialog.getByLabelText('Snooze until'), { target: { value: day } });
    fireEvent.click(dialog.getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      alertIds: [FEE_JUMP_ID],
      action: 'snooze',
      snoozedUntil: `${day}T00:00:00.000Z`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('snoozes until tomorrow at this time from the preset', async () => {
    const { api } = renderPanel();
    await openActions('Low stock, LAMP-01 in Amazon.com');
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Snooze until tomorrow' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    const body = api.callsTo(UPDATE)[0]?.body as { snoozedUntil: string; action: string };
    expect(body.action).toBe('snooze');
    const until = Date.parse(body.snoozedUntil);
    expect(until).toBeGreaterThan(before + 86_400_000 - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  it('marks the selected alerts read, sending only the unread ones', async () => {
    const { api } = renderPanel({ [UPDATE]: { updated: 1, counts: counts({ unread: 0 }) } });
    await row('Low stock, LAMP-01 in Amazon.com');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every alert shown' }));
    const bar = within(screen.getByRole('group', { name: 'Selected alerts' }));
    expect(bar.getByText('2 selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({ alertIds: [LOW_STOCK_ID], action: 'read' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected alerts' })).toBeNull());
  });

  it('loads the next page with the cursor', async () => {
    const { api } = renderPanel({
      [LIST]: ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'after-low-stock' ? page([feeJump]) : page([lowStock], 'after-low-stock'),
    });
    await row('Low stock, LAMP-01 in Amazon.com');
    expect(screen.queryByRole('row', { name: 'Fee jump, TENT-02 in Amazon.de' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('Fee jump, TENT-02 in Amazon.de')).toBeTruthy();
    expect(listQueries(api)).toEqual(['?status=open', '?status=open&cursor=after-low-stock']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the status, type and severity in the URL and asks for them', async () => {
    const { api, router } = renderPanel({}, '/?status=snoozed&type=fee-jump');
    await row('Low stock, LAMP-01 in Amazon.com');
    expect(listQueries(api)).toEqual(['?status=snoozed&type=fee-jump']);
    fireEvent.click(screen.getByRole('radio', { name: 'Resolved (4)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved&type=fee-jump'));
    await waitFor(() => expect(listQueries(api)).toContain('?status=resolved&type=fee-jump'));
  });

  it('offers the download of the chosen status as CSV and XLSX', async () => {
    renderPanel({}, '/?status=all');
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('menuitem', { name: 'CSV' })).getAttribute('href')).toBe(
      '/api/v2/sellers/alert-report?sellerId=acme&status=all&format=csv',
    );
    expect(screen.getByRole('menuitem', { name: 'XLSX' }).getAttribute('href')).toBe(
      '/api/v2/sellers/alert-report?sellerId=acme&status=all&format=xlsx',
    );
  });

  it('says there are no open alerts, what the rules watch, and links to them', async () => {
    renderPanel({ [LIST]: page([], null, counts({ open: 0, unread: 0 })) });
    expect(await screen.findByRole('heading', { name: 'No open alerts' })).toBeTruthy();
    expect(
      await screen.findByText(
        'The rules watch: Low stock, Unsellable or stranded stock, Negative contribution margin, Fee jump, Return rate spike, TACoS over target, Settlement not reconciling, Connection lost, Account health at risk, Listing suppressed and Buy Box lost. They are checked after each import or sync and once a day.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review the rules' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/alerts?tab=rules',
    );
  });

  it('checks the rules now and reads the alerts again a moment later', async () => {
    const { api } = renderPanel({
      'POST /v2/sellers/acme/alerts/submit': new Response('{"queued":true}', { status: 202 }),
    });
    await row('Low stock, LAMP-01 in Amazon.com');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(api.callsTo('POST /v2/sellers/acme/alerts/submit')).toHaveLength(1));
    await waitFor(() =>
      expect(notificationStore.getSnapshot()?.message).toBe(
        'Checking the rules now. New alerts appear here within a few seconds.',
      ),
    );
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2), { timeout: 3_000 });
  });

  it('groups the open alerts by subject', async () => {
    const { api } = renderPanel({
      'GET /v2/sellers/acme/alerts/by-subject': {
        groups: [
          {
            key: 'LAMP-01|ATVPDKIKX0DER',
            label: 'LAMP-01 in Amazon.com',
            asin: 'B00LAMP001',
            sku: 'LAMP-01',
            marketplaceId: 'ATVPDKIKX0DER',
            open: 1,
            critical: 0,
            latestRaisedAt: '2026-11-12T08:30:00.000Z',
            types: ['low-stock'],
            alerts: [lowStock],
          },
        ],
      },
    });
    await row('Low stock, LAMP-01 in Amazon.com');
    fireEvent.click(screen.getByRole('switch', { name: 'Group by subject' }));
    const group = within(await screen.findByRole('region', { name: 'LAMP-01 in Amazon.com' }));
    expect(group.getByText('1 open')).toBeTruthy();
    expect(group.getByText('Low stock · latest 12 Nov 2026, 08:30 UTC')).toBeTruthy();
    expect(group.getByRole('row', { name: 'Low stock, LAMP-01 in Amazon.com' })).toBeTruthy();
    expect(api.callsTo('GET /v2/sellers/acme/alerts/by-subject')).toHaveLength(1);
  });
});
