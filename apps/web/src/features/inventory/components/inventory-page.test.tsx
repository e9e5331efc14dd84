import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import {
  germany,
  MARKETPLACES,
  mugRow,
  PAGE,
  PLANNING,
  planningResponse,
  renderInventory,
  SLOW,
  STOCK,
  stockResponse,
} from './inventory-test-utils';

const nbsp = '\u00a0';

const table = () => screen.findByRole('table', { name: 'Stock recommendations' }, SLOW);

describe('InventoryPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows a row per SKU and marketplace with the figures of the response, and the summary of the stock day', async () => {
    stubApi({ [STOCK]: stockResponse(), [MARKETPLACES]: { marketplaces: [germany] }, [PLANNING]: planningResponse() });
    renderInventory();
    const stockTable = await table();
    await within(stockTable).findAllByRole('img', { name: 'Germany' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      'SKU',
      'ASIN',
      'Title',
      'Brand',
      'Marketplace',
      'Fulfillable',
      'Inbound',
      'Reserved',
      'Unsellable',
      'Units/day',
      'Trend',
      'Days of cover',
      'Stock-out',
      'Reorder by',
      'Reorder qty',
      'Capital',
      'Status',
    ]);
    const [, mug, cup] = within(stockTable).getAllByRole('row');
    expect(within(mug!).getByRole('rowheader').textContent).toBe('MUG-1');
    expect(
      within(mug!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'B000000001',
      'Stoneware mug, 350 ml',
      'Acme',
      '🇩🇪Germany',
      '1,200',
      '30',
      '4',
      '3',
      '3.25*',
      '↑ 12.5 %',
      '378',
      '9 Dec 2027',
      '23 Aug 2027',
      '195',
      `EUR${nbsp}1,462.50`,
      'OK',
    ]);
    expect(
      within(cup!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '—',
      '—',
      'Other',
      '🇩🇪Germany',
      '0',
      '0',
      '0',
      '3',
      '0.5*',
      '—',
      '0',
      '26 Nov 2026',
      '26 Nov 2026',
      '56',
      '—',
      'Out of stock',
    ]);
    const unitsPerDay = within(mug!).getAllByRole('cell')[8]!;
    expect(unitsPerDay.querySelector('[data-status]')?.getAttribute('data-status')).toBe('estimated');

    const summary = screen.getByRole('region', { name: 'Stock as of 25 Nov 2026' });
    expect(summary.textContent).toContain(
      'Recommendations for 26 Nov 2026 (UTC), from sales over the 30 days to 20 Nov 2026.',
    );
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Out of stock')).toBe('1');
    expect(figure('To reorder now')).toBe('2');
    expect(figure('To reorder soon')).toBe('3');
    expect(figure('Capital needed')).toBe(`EUR${nbsp}1,462.50 · USD${nbsp}20.00`);
  }, 20_000);

  it('puts each filter in the URL and in the request, and downloads the report with the same filters', async () => {
    const api = stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
    });
    const { router } = renderInventory('?brand=Acme&period=last-3-months');
    await table();
    const lastQuery = () => {
      const [input] = api.fetchMock.mock.calls
        .filter(([url]) => url.includes('/product-stock-recommendations?'))
        .at(-1)!;
      return Object.fromEntries(new URL(input, 'http://localhost').searchParams);
    };
    expect(lastQuery()).toEqual({ aggregation: 'sku', brand: 'Acme' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(lastQuery().marketplaceId).toBe('A1PA6795UKMFR9'), SLOW);

    fireEvent.click(screen.getByRole('switch', { name: /At risk only/ }));
    await waitFor(() => expect(lastQuery().atRisk).toBe('true'), SLOW);

    fireEvent.click(screen.getByRole('combobox', { name: 'Velocity window' }));
    fireEvent.click(await screen.findByRole('option', { name: '90 days' }));
    await waitFor(() => expect(lastQuery().windowDays).toBe('90'), SLOW);

    fireEvent.click(screen.getByRole('combobox', { name: 'Rows' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Parent ASIN per marketplace' }));
    await waitFor(() => expect(lastQuery().aggregation).toBe('parent'), SLOW);

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: ' mug ' } });
    await waitFor(() => expect(lastQuery().search).toBe('mug'), SLOW);

    const expected = {
      aggregation: 'parent',
      marketplaceId: 'A1PA6795UKMFR9',
      brand: 'Acme',
      atRisk: 'true',
      windowDays: '90',
      search: 'mug',
    };
    expect(lastQuery()).toEqual(expected);
    // The carried filters (brand, marketplace, period) keep their names, so other pages read them.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      brand: 'Acme',
      period: 'last-3-months',
      marketplace: 'A1PA6795UKMFR9',
      atRisk: 'true',
      window: '90',
      aggregation: 'parent',
      q: 'mug',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'XLSX' });
    const href = new URL(xlsx.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/v2/sellers/acme/product-stock-recommendations/report');
    expect(Object.fromEntries(href.searchParams)).toEqual({ ...expected, format: 'xlsx' });
  }, 30_000);

  it('says when the filters match nothing, with a reset that keeps the rows and window chosen', async () => {
    const api = stubApi({
      [STOCK]: ({ url }: { url: URL }) =>
        url.searchParams.has('brand') ? stockResponse([]) : stockResponse([mugRow], { aggregation: 'parent' }),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
    });
    const { router } = renderInventory('?aggregation=parent&window=14&brand=Nope&atRisk=true&q=zzz');
    const card = await screen.findByTestId('empty-state');
    expect(within(card).getByRole('heading', { name: 'No SKU matches these filters' })).toBeTruthy();
    expect(card.textContent).toContain('None of the stock of 25 Nov 2026 matches');
    const reset = within(card).getByRole('link', { name: 'Reset filters' });
    expect(reset.getAttribute('href')).toBe(`${PAGE}?aggregation=parent&window=14`);

    fireEvent.click(reset);
    await table();
    expect(router.state.location.search).toBe('?aggregation=parent&window=14');
    expect((screen.getByRole('textbox', { name: 'Filter' }) as HTMLInputElement).value).toBe('');
    const [input] = api.fetchMock.mock.calls.filter(([url]) => url.includes('/product-stock-recommendations?')).at(-1)!;
    expect(Object.fromEntries(new URL(input, 'http://localhost').searchParams)).toEqual({
      aggregation: 'parent',
      windowDays: '14',
    });
  }, 20_000);

  it('shows the server message when the recommendations cannot be read', async () => {
    stubApi({ [STOCK]: apiError(500, 'The database did not answer in time'), [MARKETPLACES]: { marketplaces: [] } });
    renderInventory();
    expect(await screen.findByText('The database did not answer in time')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Stock recommendations' })).toBeNull();
  });
});
