import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { adminSeller, adminShell } from '../test/admin-seller-fixtures';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const bodyRowNames = () =>
  within(screen.getByRole('table', { name: 'Sellers' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('admin sellers list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a page of 50 sellers and loads the next page by its cursor', async () => {
    const api = stubApi({
      ...adminShell,
      'GET /v2/admin/sellers': ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { items: range(51, 53).map((n) => adminSeller(n)), nextCursor: null }
          : { items: range(1, 50).map((n) => adminSeller(n)), nextCursor: 'page-2' },
    });
    renderApp('/admin/sellers');
    await screen.findByRole('table', { name: 'Sellers' });
    expect(bodyRowNames()).toHaveLength(50);
    expect(bodyRowNames()[0]).toBe('Seller 001');
    const first = screen.getByRole('link', { name: 'Seller 001' });
    expect(first.getAttribute('href')).toBe('/admin/sellers/00000000-0000-4000-8000-000000000001');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All 53 shown.')).toBeTruthy();
    expect(bodyRowNames().at(-1)).toBe('Seller 053');
    const calls = api.callsTo('GET /v2/admin/sellers');
    expect(calls).toHaveLength(2);
    expect(api.fetchMock.mock.calls.at(-1)?.[0]).toContain('cursor=page-2');
  });

  it("reads the listing-optimisation endpoint page by page under the 'on' filter, the search in the URL", async () => {
    const api = stubApi({
      ...adminShell,
      'GET /v2/admin/sellers/listing-optimization-enabled': ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        const numbers = page === 0 ? range(1, 100) : range(101, 130);
        return {
          pagination: { page, perPage: 100, total: 130 },
          sellers: numbers.map((n) => adminSeller(n, { listingOptimizationEnabled: true })),
        };
      },
    });
    const { router } = renderApp('/admin/sellers?listingOptimization=on&search=seller');
    await screen.findByRole('table', { name: 'Sellers' });
    expect(bodyRowNames()).toHaveLength(100);
    expect((screen.getByRole('switch', { name: 'Listing optimisation on' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Search sellers' }) as HTMLInputElement).value).toBe('seller');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All 130 shown.')).toBeTruthy();
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('listing-opt'));
    expect(urls).toEqual([
      '/api/v2/admin/sellers/listing-optimization-enabled?search=seller&page=0&perPage=100&enabled=true',
      '/api/v2/admin/sellers/listing-optimization-enabled?search=seller&page=1&perPage=100&enabled=true',
    ]);
    expect(api.callsTo('GET /v2/admin/sellers')).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Listing optimisation on' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=seller'));
  });

  it('says what to do when no seller matches', async () => {
    stubApi({ ...adminShell, 'GET /v2/admin/sellers': { items: [], nextCursor: null } });
    renderApp('/admin/sellers?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No seller matches' })).toBeTruthy();
    expect(screen.getByText(/Try another part of the name/)).toBeTruthy();
  });

  it('shows the §8 admin error of a failed list', async () => {
    stubApi({
      ...adminShell,
      'GET /v2/admin/sellers': new Response(JSON.stringify({ message: 'Unknown middleware' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    renderApp('/admin/sellers');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sellers could not be loaded');
    expect(alert.textContent).toContain('Unknown middleware');
  });
});
