import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, healthBody, portfolioBody, testSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { counts } from '../test/alert-fixtures';

const otherSeller = {
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'beta',
  name: 'Beta Goods US',
  externalId: null,
};
const PER_SELLER = 'GET /v2/alerts/alerts-seller';

function stubSignedIn(perSeller: unknown) {
  return stubApi({
    'GET /health': healthBody,
    'POST /sessions/verification': createSession(),
    'GET /v2/sellers': { sellers: [testSeller, otherSeller] },
    'GET /v2/sellers/portfolio': portfolioBody([testSeller, otherSeller]),
    'GET /v2/sellers/acme': testSeller,
    [PER_SELLER]: perSeller,
  });
}

const sellerCounts = (seller: { id: string; slug: string; name: string }, open: number) => ({
  sellerId: seller.id,
  slug: seller.slug,
  name: seller.name,
  ...counts({ open }),
});

describe('AlertsBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the open alerts of the seller on screen and leads to its alert centre', async () => {
    const api = stubSignedIn({ sellers: [sellerCounts(testSeller, 3), sellerCounts(otherSeller, 5)] });
    const { router } = renderApp('/dashboard/sellers/acme/account-health');
    // The first test loads the layout's and the page's lazy modules.
    const bell = await screen.findByRole('link', { name: 'Alerts: 3 open' }, { timeout: 5_000 });
    expect(bell.getAttribute('href')).toBe('/dashboard/sellers/acme/alerts');
    expect(bell.parentElement?.textContent).toBe('3');

    // Asked again when the window regains focus (and every minute).
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(api.callsTo(PER_SELLER)).toHaveLength(2));
    focusManager.setFocused(undefined);

    fireEvent.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/acme/alerts'));
  });

  it('counts every seller on the dashboard and leads to the first with open alerts', async () => {
    stubSignedIn({ sellers: [sellerCounts(testSeller, 0), sellerCounts(otherSeller, 5)] });
    renderApp('/dashboard');
    const bell = await screen.findByRole('link', { name: 'Alerts: 5 open' });
    expect(bell.getAttribute('href')).toBe('/dashboard/sellers/beta/alerts');
  });

  it('shows no count when there is nothing open', async () => {
    stubSignedIn({ sellers: [sellerCounts(testSeller, 0)] });
    renderApp('/dashboard/sellers/acme/account-health');
    const bell = await screen.findByRole('link', { name: 'Alerts: 0 open' });
    expect(bell.parentElement?.textContent).toBe('');
  });
});
