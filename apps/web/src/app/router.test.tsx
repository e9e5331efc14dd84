import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withChunkReload } from '../lib/chunk-reload';
import { uiStore } from '../lib/ui-store';
import { stubApi } from '../test/fake-api';
import { createSession, healthBody, portfolioBody, testSeller } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { RootRoute } from './root-route';
import { RouteErrorScreen } from './route-error-screen';

const signedIn = {
  'GET /health': healthBody,
  'POST /sessions/verification': createSession(),
  'GET /v2/sellers': { sellers: [testSeller] },
  'GET /v2/sellers/portfolio': portfolioBody([testSeller]),
  'GET /v2/sellers/acme': testSeller,
  'GET /v2/admin/profile': { id: testSeller.id, email: 'admin@brandlens.app', firstName: 'Ada', lastName: 'Admin' },
  'POST /invites': { emailAddress: 'new@acme.test', organizationName: 'Acme Outdoor' },
};

describe('router', () => {
  beforeEach(() => {
    stubApi(signedIn);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('redirects / to the dashboard', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Acme Outdoor EU' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('API v0.1.0 · database up')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard - Brandlens'));
  });

  it.each(['/no/such/page', '/notFound', '/dashboard/sellers/acme/unknown-page'])(
    'shows the 404 page for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Page not found - Brandlens'));
    },
  );

  it('renders a seller page with breadcrumbs, title and the Support button', async () => {
    renderApp('/dashboard/sellers/acme/operations-assistant');
    expect(await screen.findByRole('heading', { name: 'Operations Assistant' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Operations Assistant - Brandlens'));

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(breadcrumb.getByRole('link', { name: 'Acme Outdoor EU' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect(breadcrumb.getByText('Operations Assistant').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toMatch(
      /^mailto:support@brandlens\.app/,
    );
  });

  it('asks for the Operations Assistant statement while the seller is still loading, not after', async () => {
    let releaseSeller: () => void = () => undefined;
    const sellerHeld = new Promise<void>((resolve) => (releaseSeller = resolve));
    const api = stubApi({
      ...signedIn,
      'GET /v2/sellers/acme': async () => {
        await sellerHeld;
        return testSeller;
      },
      'GET /v2/sellers/acme/profit-loss/operations': {
        sellerId: 'acme',
        currency: 'USD',
        aggregationView: 'MONTHLY',
        basis: 'posted',
        brand: 'all',
        marketplace: null,
        from: '2025-11-01',
        to: '2026-10-31',
        periods: [],
        rates: [],
        orderDating: null,
        isLimitedToFreePlan: false,
        lines: [],
      },
    });
    renderApp('/dashboard/sellers/acme/operations-assistant?currency=USD');
    await waitFor(() => expect(api.callsTo('GET /v2/sellers/acme/profit-loss/operations')).toHaveLength(1));
    expect(api.callsTo('GET /v2/sellers/acme')).toHaveLength(1);
    releaseSeller();
    expect(await screen.findByText(/to see your statement/)).toBeTruthy();
    // The page reads the prefetched answer (same filters, same cache entry): one request, not two.
    expect(api.callsTo('GET /v2/sellers/acme/profit-loss/operations')).toHaveLength(1);
  });

  it('shows the account controls in the seller top bar, and closes the listing panel from a breadcrumb', async () => {
    const { router } = renderApp('/dashboard/sellers/acme/inventory');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
    expect(screen.queryByText('Logged in as admin')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    uiStore.setListingPanelOpen(true);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Dashboard' }),
    );
    expect(uiStore.getSnapshot().listingPanelOpen).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('tells an admin session apart and does not ask it to accept the terms', async () => {
    stubApi({
      ...signedIn,
      'POST /sessions/verification': createSession({ isAdminSession: true, user: { acceptedAutopilotTnC: false } }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Logged in as admin')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks the dashboard with the terms dialog until they are accepted', async () => {
    stubApi({ ...signedIn, 'POST /sessions/verification': createSession({ user: { acceptedAutopilotTnC: false } }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Autopilot is now Brandlens' })).toBeTruthy();
  });

  it('titles the seller overview Brand Valuation', async () => {
    renderApp('/dashboard/sellers/acme');
    expect(await screen.findByRole('heading', { name: 'Brand Valuation' })).toBeTruthy();
  });

  it.each([
    ['/dashboard/sellers/acme/brands', '/dashboard/sellers/acme/brand-valuation'],
    ['/dashboard/sellers/acme/momentum', '/dashboard/sellers/acme/brand-valuation'],
    ['/dashboard/sellers/acme/brands/Zen', '/dashboard/sellers/acme/brand-valuation/Zen'],
    ['/dashboard/sellers/acme/momentum/Zen', '/dashboard/sellers/acme/brand-valuation/Zen'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { name: 'Brand Valuation' })).toBeTruthy();
  });

  it('redirects an invite link to sign-up with its query and aggregator', async () => {
    const { router } = renderApp('/invites/acme-partners?token=t1');
    expect(await screen.findByTestId('invite-aggregator')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(router.state.location.search).toBe('?token=t1&aggregator=acme-partners');
  });

  it('redirects a bare /invites to the dashboard', async () => {
    const { router } = renderApp('/invites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows status, message and support contact on /error', async () => {
    renderApp('/error?status=503&message=Database%20unavailable');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('Database unavailable');
    expect(screen.getByRole('link', { name: 'support@brandlens.app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('An error occurred - Brandlens'));
  });

  it('renders admin pages in the admin layout', async () => {
    stubApi({
      ...signedIn,
      'GET /v2/admin/organizations/acme-org': {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Acme Org',
        slug: 'acme-org',
        plan: 'DEFAULT',
        stripeSubscriptionId: null,
        stripeSubscriptionStatus: null,
        userCount: 0,
        sellerCount: 0,
        createdAt: '2026-03-02T09:30:00.000Z',
      },
    });
    renderApp('/admin/organizations/acme-org');
    expect(await screen.findByRole('heading', { name: 'Organization' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Acme Org' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
  });

  it('sends errors thrown by a route to the error page', async () => {
    const failing: RouteObject[] = [
      {
        path: '/',
        Component: RootRoute,
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: () => null,
        children: [
          {
            path: 'boom',
            loader: () => {
              throw new Error('Kaboom');
            },
            element: null,
          },
        ],
      },
    ];
    renderApp('/boom', failing);
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe('Kaboom');
  });

  it('explains a chunk that still fails to load after the one allowed reload', async () => {
    const failing: RouteObject[] = [
      {
        path: '/',
        Component: RootRoute,
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: () => null,
        children: [
          {
            path: 'stale',
            lazy: withChunkReload(
              () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/stale.js')),
              () => false,
            ),
          },
        ],
      },
    ];
    renderApp('/stale', failing);
    expect((await screen.findByTestId('error-message')).textContent).toMatch(/new version was released/);
  });
});
