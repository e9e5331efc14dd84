import type { TCustomerSatisfaction, TIndicatorResult, TPerformance, TProfitability } from '@brandlens/contracts';
import { BRAND_SCORE_INDICATORS } from '@brandlens/reporting-core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BrandValuationBrand } from './brand-valuation-brand';

const nbsp = '\u00a0';
const PERFORMANCE = 'GET /v2/sellers/acme/performance';
const FUNDING = 'GET /v2/sellers/acme/funding-estimate';
const PROFITABILITY = 'GET /v2/sellers/acme/brands/Trailhead%20Gear/profitability';
const SATISFACTION = 'GET /v2/sellers/acme/brands/Trailhead%20Gear/customer-satisfaction';

const indicators = BRAND_SCORE_INDICATORS.map((indicator): TIndicatorResult => ({
  indicator,
  value: indicator === 'policyViolations' ? '3' : null,
  score: indicator === 'policyViolations' ? 75 : null,
  basis: 'allTime',
  from: null,
  to: indicator === 'policyViolations' ? '2025-05-30' : null,
  source: 'accountHealth',
  estimated: false,
  noData: indicator === 'policyViolations' ? null : 'Not connected yet.',
}));

const performance: TPerformance = {
  sellerId: 'acme',
  currency: 'EUR',
  period: 'trailing12Months',
  from: '2024-06-01',
  to: '2025-05-31',
  brand: { key: 'Trailhead Gear', name: 'Trailhead Gear', overallScore: 75, indicators },
  months: [
    {
      month: '2025-04',
      netSales: { amount: '10500.25', status: 'final' },
      ebitda: { amount: '-120.00', status: 'final' },
    },
    {
      month: '2025-05',
      netSales: { amount: '9800.00', status: 'estimated' },
      ebitda: { amount: '840.10', status: 'estimated' },
    },
  ],
};

const figures = (basis: 'trailing12Months' | 'lastMonth', amount: string) => ({
  basis,
  from: basis === 'lastMonth' ? '2025-05-01' : '2024-06-01',
  to: '2025-05-31',
  netSales: { amount, status: 'final' as const },
  ebitda: { amount: '100.00', status: 'final' as const },
  contributionMargin3: { amount: '300.00', status: 'estimated' as const },
  adExpenses: { amount: '50.00', status: 'final' as const },
  unitsSold: 1200,
  unitsRefunded: 48,
});

const profitability: TProfitability = {
  sellerId: 'acme',
  brand: { key: 'Trailhead Gear', name: 'Trailhead Gear' },
  currency: 'EUR',
  period: 'trailing12Months',
  estimated: true,
  indicators: [],
  figures: [figures('trailing12Months', '120000.00'), figures('lastMonth', '9800.00')],
};

const satisfaction: TCustomerSatisfaction = {
  sellerId: 'acme',
  brand: { key: 'Trailhead Gear', name: 'Trailhead Gear' },
  indicators: [],
  reviews: null,
  accountHealth: { snapshotDate: '2025-05-30', orderDefectRate: '0.0125', policyViolations: 3 },
  customers: null,
};

function stubBrand(overrides: Record<string, unknown> = {}) {
  return stubApi({
    [PERFORMANCE]: performance,
    [FUNDING]: {
      available: false,
      sellerId: 'acme',
      brand: { key: 'Trailhead Gear', name: 'Trailhead Gear' },
      currency: 'EUR',
      from: '2024-06-01',
      to: '2025-05-31',
      method: 'EBITDA times a multiple.',
      trailingEbitda: null,
      overallScore: 75,
      unavailable: 'No EBITDA yet.',
    },
    [PROFITABILITY]: profitability,
    [SATISFACTION]: satisfaction,
    ...overrides,
  });
}

const lastQuery = (api: ReturnType<typeof stubApi>, key: string) => {
  const call = api.fetchMock.mock.calls.filter(([url]) => url.startsWith(`/api${key.slice(4)}?`)).at(-1)!;
  return new URL(call[0], 'http://localhost').searchParams;
};

describe('BrandValuationBrand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the brand's score and shows it with its months, figures and funding estimate", async () => {
    const api = stubBrand();
    renderWithProviders(<BrandValuationBrand sellerId="acme" brandName="Trailhead Gear" />, {
      path: '/?currency=EUR',
    });
    expect(await screen.findByRole('heading', { name: 'Trailhead Gear' })).toBeTruthy();
    expect(lastQuery(api, PERFORMANCE).get('brandName')).toBe('Trailhead Gear');
    expect(lastQuery(api, PERFORMANCE).get('targetCurrency')).toBe('EUR');
    expect(lastQuery(api, FUNDING).get('brandName')).toBe('Trailhead Gear');

    const policy = within(screen.getByRole('article', { name: 'Policy Violations' }));
    expect(policy.getByTestId('indicator-value').textContent).toBe('3');
    expect(policy.getByText('All time · up to 30 May 2025 · Account health')).toBeTruthy();

    const months = within(screen.getByRole('table', { name: 'Net sales and EBITDA per month' }));
    expect(months.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonthNet sales (EUR)EBITDA (EUR)',
      `Apr 2025EUR${nbsp}10,500.25-EUR${nbsp}120.00`,
      `May 2025EUR${nbsp}9,800.00*EUR${nbsp}840.10*`,
    ]);
    expect((await screen.findByTestId('funding-unavailable')).textContent).toBe('No EBITDA yet.');

    const profit = within(await screen.findByRole('table', { name: 'Profitability figures' }));
    expect(profit.getByText('Trailing 12 months')).toBeTruthy();
    expect(profit.getByText('Last complete month')).toBeTruthy();
    expect(profit.getByText(/^EUR.120,000\.00$/)).toBeTruthy();
    expect(profit.getAllByText('1,200 / 48')).toHaveLength(2);

    expect(await screen.findByText(/Order defect rate 1\.25 % over 60 days; 3 open policy violations/)).toBeTruthy();
    expect(screen.getByText('No statistics yet')).toBeTruthy();
  });

  it('what-if on a brand page moves its own overall score', async () => {
    stubBrand();
    renderWithProviders(<BrandValuationBrand sellerId="acme" brandName="Trailhead Gear" />);
    const policy = within(await screen.findByRole('article', { name: 'Policy Violations' }));
    fireEvent.change(policy.getByLabelText('What-if Policy Violations'), { target: { value: '0' } });
    expect(policy.getByLabelText('What-if score 100 of 100')).toBeTruthy();
    expect(screen.getByTestId('what-if-overall-score').getAttribute('data-score')).toBe('100');
  });

  it('links back to the overview with the same period and currency', async () => {
    stubBrand();
    renderWithProviders(<BrandValuationBrand sellerId="acme" brandName="Trailhead Gear" />, {
      path: '/?currency=EUR&period=trailing12Months',
    });
    expect(screen.getByRole('link', { name: 'All brands' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/brand-valuation?period=trailing12Months&currency=EUR',
    );
  });

  it("shows the server's message for a brand it does not know", async () => {
    stubBrand({ [PERFORMANCE]: apiError(404, 'This brand could not be found') });
    renderWithProviders(<BrandValuationBrand sellerId="acme" brandName="Trailhead Gear" />);
    expect(await screen.findByText('This brand could not be found')).toBeTruthy();
  });
});
