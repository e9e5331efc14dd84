import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertTypes, counts, page } from '../../../features/alerts/test/alert-fixtures';
import { stubApi } from '../../../test/fake-api';
import { createSession, testSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = {
  'POST /sessions/verification': createSession(),
  'GET /v2/sellers': { sellers: [testSeller] },
  'GET /v2/sellers/acme': testSeller,
  'GET /v2/alerts/alerts-seller': { sellers: [] },
  'GET /v2/sellers/acme/alerts': page([], null, counts({ open: 0 })),
  'GET /v2/sellers/alert-types': { types: alertTypes },
  'GET /v2/sellers/acme/alerts/rules': { rules: [] },
  'GET /v2/sellers/acme/brands': { brands: [] },
};

describe('alerts route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the alerts, titled Alerts, and leads from the empty list to the rules', async () => {
    stubApi(signedIn);
    const { router } = renderApp('/dashboard/sellers/acme/alerts');
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 }, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Alerts - Brandlens'));
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Alerts').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Alerts' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(await screen.findByRole('link', { name: 'Review the rules' }));
    expect(await screen.findByRole('table', { name: 'Seller-wide rules' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=rules');
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the chosen tab in the URL', async () => {
    stubApi(signedIn);
    const { router } = renderApp('/dashboard/sellers/acme/alerts?tab=rules');
    expect(await screen.findByRole('table', { name: 'Seller-wide rules' }, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Alerts' }));
    expect(await screen.findByRole('heading', { name: 'No open alerts' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
