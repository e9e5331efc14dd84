import type { TAdminAuditEvent } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, healthBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const adminApi = {
  'GET /health': healthBody,
  'POST /sessions/verification': createSession({ isAdminSession: true }),
  'GET /v2/admin/profile': {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@brandlens.app',
    firstName: 'Ada',
    lastName: 'Admin',
  },
};

const planEvent: TAdminAuditEvent = {
  id: '55555555-5555-4555-8555-555555555555',
  adminUserId: '00000000-0000-4000-8000-000000000001',
  adminEmail: 'ada@brandlens.app',
  action: 'organization.plan',
  targetType: 'organization',
  targetId: '11111111-1111-4111-8111-111111111111',
  targetLabel: 'Acme Outdoor',
  before: { plan: 'DEFAULT', name: 'Acme Outdoor' },
  after: { plan: 'PAID', name: 'Acme Outdoor' },
  ipAddress: '127.0.0.1',
  createdAt: '2026-03-04T15:20:00.000Z',
};

describe('admin audit log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the filters of the URL, days as UTC bounds with the last day included, and shows what changed', async () => {
    const api = stubApi({ ...adminApi, 'GET /v2/admin/audit-events': { items: [planEvent], nextCursor: null } });
    renderApp(
      '/admin/audit?admin=Ada@Brandlens.app&action=organization.plan&targetType=organization&from=2026-03-01&to=2026-03-04',
    );

    const table = await screen.findByRole('table', { name: 'Audit events' });
    const row = within(table).getByRole('row', { name: /organization\.plan/ });
    expect(within(row).getByText('4 Mar 2026, 15:20 UTC')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Acme Outdoor' }).getAttribute('href')).toBe(
      '/admin/organizations/11111111-1111-4111-8111-111111111111',
    );
    // Only the changed key: the unchanged name is left out.
    expect(within(row).getByText('DEFAULT → PAID').textContent).toBe('plan: DEFAULT → PAID');
    expect(within(row).queryByText(/name:/)).toBeNull();

    const [call] = api.callsTo('GET /v2/admin/audit-events');
    expect(call).toBeDefined();
    const query = Object.fromEntries(
      new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams,
    );
    expect(query).toEqual({
      admin: 'ada@brandlens.app',
      action: 'organization.plan',
      targetType: 'organization',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-05T00:00:00.000Z',
    });
  });

  it('puts a changed filter in the URL and asks again; an empty result says what to do', async () => {
    const api = stubApi({ ...adminApi, 'GET /v2/admin/audit-events': { items: [], nextCursor: null } });
    const { router } = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'No admin actions yet' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Target' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seller' }));
    await waitFor(() => expect(router.state.location.search).toBe('?targetType=seller'));
    expect(await screen.findByRole('heading', { name: 'No event matches' })).toBeTruthy();
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('audit-events'));
    expect(urls).toEqual(['/api/v2/admin/audit-events', '/api/v2/admin/audit-events?targetType=seller']);
  });

  it('shows the counts of the home with the latest events linking to their targets', async () => {
    stubApi({
      ...adminApi,
      'GET /v2/admin/overview': {
        organizationsByPlan: { DEFAULT: 7, PAID: 3, ENTERPRISE: 1 },
        organizationCount: 11,
        sellerCount: 14,
        userCount: 1520,
        activeUsersLast24h: 1,
        activeSessionsLast24h: 2,
        latestAuditEvents: [planEvent],
      },
    });
    renderApp('/admin');
    expect(await screen.findByLabelText('Organizations: 11')).toBeTruthy();
    expect(screen.getByLabelText('Sellers: 14')).toBeTruthy();
    expect(screen.getByLabelText('Users: 1520').textContent).toBe('1,520');
    expect(screen.getByLabelText('Active sessions (24 h): 2')).toBeTruthy();
    expect(screen.getByText('1 user active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan: Paid 3' }).getAttribute('href')).toBe(
      '/admin/organizations?plan=PAID',
    );
    const activity = within(screen.getByRole('list', { name: 'Latest admin actions' }));
    expect(activity.getByRole('link', { name: 'Acme Outdoor' }).getAttribute('href')).toBe(
      '/admin/organizations/11111111-1111-4111-8111-111111111111',
    );
  });
});
