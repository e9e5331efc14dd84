import type { TPortfolio } from '@brandlens/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PortfolioPanel } from './portfolio-panel';

const figures = (netSales: string, cm3: string, units: string, status: 'final' | 'estimated' = 'final') => ({
  netSales: { amount: netSales, status },
  contributionMargin3: { amount: cm3, status },
  unitsSold: { amount: units, status },
});
const noActions = { count: 0, unreconciledSettlements: 0, skusWithoutCost: 0 };
const seller = (id: string, slug: string, name: string): TPortfolio['sellers'][number] => ({
  id,
  slug,
  name,
  connection: { state: 'not-connected', providers: [] },
  lastLedgerDay: '2026-10-30',
  lastImportFinishedAt: '2026-11-01T10:00:00.000Z',
  month: figures('1200.50', '-30.25', '41'),
  previousMonth: figures('900.00', '12.00', '30'),
  figuresUnavailable: null,
  openActions: noActions,
});

const portfolio: TPortfolio = {
  currency: 'EUR',
  periods: { month: '2026-10', previousMonth: '2026-09' },
  sort: 'name',
  direction: 'asc',
  page: 1,
  pageSize: 50,
  totalCount: 2,
  sellers: [
    seller('11111111-1111-4111-8111-111111111111', 'acme', 'Acme Outdoor'),
    {
      ...seller('22222222-2222-4222-8222-222222222222', 'birch', 'Birch Home'),
      connection: { state: 'error', providers: [{ provider: 'autopilot_spapi_basic', state: 'error' }] },
      month: figures('100.00', '5.00', '3', 'estimated'),
      previousMonth: null,
      openActions: { count: 2, unreconciledSettlements: 1, skusWithoutCost: 1 },
    },
  ],
  totals: {
    month: figures('1300.50', '-25.25', '44', 'estimated'),
    previousMonth: figures('900.00', '12.00', '30'),
    sellersWithFigures: { month: 2, previousMonth: 1 },
    sellersWithoutRates: 0,
  },
  pageTotals: {
    month: figures('1300.50', '-25.25', '44', 'estimated'),
    previousMonth: figures('900.00', '12.00', '30'),
    sellersWithFigures: { month: 2, previousMonth: 1 },
    sellersWithoutRates: 0,
  },
};

describe('PortfolioPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every seller with its connection, months, open actions and the totals in one currency', async () => {
    stubApi({ 'GET /v2/sellers/portfolio': portfolio });
    renderWithProviders(<PortfolioPanel />, { session: createSession() });
    const table = await screen.findByRole('table', { name: 'Your sellers' });
    expect(within(table).getByRole('columnheader', { name: /Net sales Oct 2026/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Net sales Sep 2026/ })).toBeTruthy();
    const acme = within(table).getByRole('link', { name: 'Acme Outdoor' });
    expect(acme.getAttribute('href')).toBe('/dashboard/sellers/acme/operations-assistant');
    const birchRow = within(table).getByRole('link', { name: 'Birch Home' }).closest('tr');
    expect(birchRow).toBeTruthy();
    expect(within(birchRow!).getByText('Needs attention')).toBeTruthy();
    expect(within(birchRow!).getAllByRole('img', { name: 'estimated' }).length).toBeGreaterThan(0);
    expect(within(birchRow!).getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      '/dashboard/sellers/birch/operations-assistant',
    );
    expect(within(table).getByText('All 2 sellers')).toBeTruthy();
    expect(screen.getByText(/Figures in EUR/)).toBeTruthy();
  });

  it('asks the server for another order when a column is sorted, and keeps it in the URL', async () => {
    const api = stubApi({ 'GET /v2/sellers/portfolio': portfolio });
    const { router } = renderWithProviders(<PortfolioPanel />, { session: createSession() });
    const table = await screen.findByRole('table', { name: 'Your sellers' });
    fireEvent.click(within(table).getByRole('button', { name: /Net sales Oct 2026/ }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('sort=netSales'));
    await vi.waitFor(() => {
      const fetched = api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      expect(fetched.some((url) => url.searchParams.get('sort') === 'netSales')).toBe(true);
    });
  });

  it('says plainly when the organisation has no sellers', async () => {
    stubApi({ 'GET /v2/sellers/portfolio': { ...portfolio, totalCount: 0, sellers: [] } });
    renderWithProviders(<PortfolioPanel />, { session: createSession() });
    expect(await screen.findByText('No sellers yet')).toBeTruthy();
  });
});
