import type { TBrandScore, TBrandsOverview, TFundingEstimate, TIndicatorResult } from '@brandlens/contracts';
import { BRAND_SCORE_INDICATORS } from '@brandlens/reporting-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { uiStore } from '../../../lib/ui-store';
import { BrandValuationOverview } from './brand-valuation-overview';

const nbsp = '\u00a0';
const OVERVIEW = 'GET /v2/sellers/acme/brands-overview';
const FUNDING = 'GET /v2/sellers/acme/funding-estimate';
const SIGNALS = 'GET /v2/sellers/acme/valuation-signals';
const OPEN_TO_OFFERS = 'POST /v2/sellers/acme/open-to-offers';

const result = (indicator: TIndicatorResult['indicator'], value: string | null, score: TIndicatorResult['score']) =>
  ({
    indicator,
    value,
    score,
    basis: indicator === 'tacos' ? 'last30Days' : 'trailing12Months',
    from: value === null ? null : '2024-06-01',
    to: value === null ? null : '2025-05-31',
    source: 'ledger',
    estimated: indicator === 'profitMargin',
    noData: value === null ? 'No review snapshot for this brand yet.' : null,
  }) satisfies TIndicatorResult;

// Four indicators with data (return rate 4.5 % → 25, rating 4.6 → 100, profit margin 12 % → 25,
// TACoS 9 % → 75): overall (25 + 100 + 25 + 75) / 4 = 56.25 → 56. The rest have no data.
const scored: Partial<Record<TIndicatorResult['indicator'], [string, TIndicatorResult['score']]>> = {
  returnRate: ['0.045', 25],
  rating: ['4.6', 100],
  profitMargin: ['0.12', 25],
  tacos: ['0.09', 75],
};

const brandScore = (key: string, name: string, overallScore: number | null): TBrandScore => ({
  key,
  name,
  overallScore,
  indicators: BRAND_SCORE_INDICATORS.map((indicator) => {
    const [value, score] = scored[indicator] ?? [null, null];
    return result(indicator, overallScore === null ? null : value, overallScore === null ? null : score);
  }),
});

const overview = (overrides: Partial<TBrandsOverview> = {}): TBrandsOverview => ({
  sellerId: 'acme',
  currency: 'USD',
  period: 'trailing12Months',
  from: '2024-06-01',
  to: '2025-05-31',
  brands: [
    brandScore('all', 'All Brands', 56),
    brandScore('trailhead-gear', 'Trailhead Gear', 56),
    brandScore('lumen-home', 'Lumen Home', null),
  ],
  ...overrides,
});

const funding: TFundingEstimate = {
  available: true,
  sellerId: 'acme',
  brand: { key: 'all', name: 'All Brands' },
  currency: 'USD',
  from: '2024-06-01',
  to: '2025-05-31',
  method: 'Trailing 12-month EBITDA times a multiple set by the overall score.',
  trailingEbitda: '250000.00',
  overallScore: 56,
  low: '750000.00',
  high: '1000000.00',
  multipleLow: '3',
  multipleHigh: '4',
  estimated: true,
};

const signals = {
  openToOffers: false,
  openToFunding: true,
  updatedAt: '2025-05-02T09:30:00Z',
  updatedBy: 'Ada Lovelace',
  history: [],
};

const card = (name: string) => screen.getByRole('article', { name });

function stubValuation(overrides: Record<string, unknown> = {}) {
  return stubApi({ [OVERVIEW]: overview(), [FUNDING]: funding, [SIGNALS]: signals, ...overrides });
}

describe('BrandValuationOverview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    uiStore.setBrandConfigurationDialogOpen(false);
  });

  it('shows each indicator with its bucket, value, basis, period, tooltip and recommendation', async () => {
    stubValuation();
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const returnRate = within(await screen.findByRole('article', { name: 'Return Rate' }));
    expect(returnRate.getByTestId('indicator-value').textContent).toBe('4.5 %');
    expect(returnRate.getByLabelText('score 25 of 100').textContent).toBe('25');
    expect(returnRate.getByText('Trailing 12 months · 1 Jun 2024 – 31 May 2025 · Settlements')).toBeTruthy();
    expect(returnRate.getByText(/^Recommendation:/)).toBeTruthy();
    expect(returnRate.getByRole('button', { name: 'About Return Rate' })).toBeTruthy();

    expect(within(card('TACoS')).getByText(/^Last 30 days/)).toBeTruthy();
    expect(within(card('Average Rating')).getByTestId('indicator-value').textContent).toBe('4.6');
    expect(within(card('Profit Margin')).getByTestId('indicator-value').textContent).toBe('12 %*');

    const reviews = within(card('Review Volume'));
    expect(reviews.getByTestId('indicator-value').textContent).toBe('No data');
    expect(
      reviews.getByText(/No review snapshot for this brand yet\. Not counted in the overall score\./),
    ).toBeTruthy();
    expect(card('Review Volume').getAttribute('data-score')).toBe('none');

    const overall = screen.getAllByTestId('overall-score')[0]!;
    expect(overall.getAttribute('data-score')).toBe('56');
    expect(within(overall).getByText('56 of 100, from 4 of 15 indicators')).toBeTruthy();
    expect(screen.getByTestId('valuation-period').textContent).toBe(
      'Trailing 12 Months · 1 Jun 2024 – 31 May 2025 · money in USD',
    );
  });

  it('re-scores a what-if value in the browser, moves the overall score, and resets', async () => {
    const api = stubValuation();
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const returnRate = within(await screen.findByRole('article', { name: 'Return Rate' }));
    const callsBefore = api.calls.length;

    fireEvent.change(returnRate.getByLabelText('What-if Return Rate'), { target: { value: '1.5' } });
    expect(returnRate.getByLabelText('What-if score 100 of 100')).toBeTruthy();
    // (100 + 100 + 25 + 75) / 4 = 75.
    const whatIf = screen.getByTestId('what-if-overall-score');
    expect(whatIf.getAttribute('data-score')).toBe('75');
    expect(screen.getByText(/This is a what-if: it is worked out in your browser and not saved\./)).toBeTruthy();

    // A value for an indicator without data brings it into the what-if score: 10 000 reviews → 100.
    fireEvent.change(within(card('Review Volume')).getByLabelText('What-if Review Volume'), {
      target: { value: '10000' },
    });
    expect(screen.getByTestId('what-if-overall-score').getAttribute('data-score')).toBe('80');

    fireEvent.change(returnRate.getByLabelText('What-if Return Rate'), { target: { value: '-2' } });
    expect(returnRate.getByText('-2 is out of range; it cannot be negative')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset what-if values' }));
    expect(screen.queryByTestId('what-if-overall-score')).toBeNull();
    expect((returnRate.getByLabelText('What-if Return Rate') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId('overall-score')[0]!.getAttribute('data-score')).toBe('56');
    expect(api.calls.slice(callsBefore).filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('lists the brands with their overall score, linking to each brand with the same period', async () => {
    stubValuation();
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Brands' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-brand'))).toEqual(['trailhead-gear', 'lumen-home']);
    expect(within(rows[0]!).getByText('56')).toBeTruthy();
    expect(within(rows[0]!).getByText('4 of 15')).toBeTruthy();
    expect(within(rows[1]!).getByText('No data')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Trailhead Gear' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/brand-valuation/trailhead-gear?period=trailing12Months',
    );
  });

  it('sends the period and currency of the URL and writes a currency change back', async () => {
    const api = stubValuation();
    const { router } = renderWithProviders(<BrandValuationOverview sellerId="acme" />, {
      path: '/?period=trailing12Months&currency=GBP',
    });
    await screen.findByRole('table', { name: 'Brands' });
    const query = (key: string) => {
      const call = api.fetchMock.mock.calls.filter(([url]) => url.startsWith(`/api${key.slice(4)}?`)).at(-1)!;
      return new URL(call[0], 'http://localhost').searchParams;
    };
    expect(query(OVERVIEW).get('period')).toBe('trailing12Months');
    expect(query(OVERVIEW).get('targetCurrency')).toBe('GBP');
    expect(query(FUNDING).get('brandName')).toBe('all');
    expect(query(FUNDING).get('targetCurrency')).toBe('GBP');
    expect(screen.getByRole('combobox', { name: 'Trailing period' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=trailing12Months&currency=EUR'));
    await waitFor(() => expect(query(OVERVIEW).get('targetCurrency')).toBe('EUR'));
  });

  it('shows the funding range with currency, multiple, method and the estimated flag', async () => {
    stubValuation();
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const section = within(await screen.findByRole('region', { name: 'Funding estimate' }));
    const range = await section.findByTestId('funding-range');
    // The product's one estimated mark follows the range.
    expect(range.textContent).toBe(`USD${nbsp}750,000 – USD${nbsp}1,000,000*`);
    expect(within(range).getByRole('img', { name: 'estimated' })).toBeTruthy();
    expect(section.getByText(/EBITDA USD.250,000\.00 × 3–4 \(multiple for an overall score of 56\)/)).toBeTruthy();
    expect(section.getByText(/Trailing 12-month EBITDA times a multiple/)).toBeTruthy();
  });

  it('says why there is no funding estimate', async () => {
    stubValuation({
      [FUNDING]: {
        available: false,
        sellerId: 'acme',
        brand: { key: 'all', name: 'All Brands' },
        currency: 'USD',
        from: '2024-06-01',
        to: '2025-05-31',
        method: 'Trailing 12-month EBITDA times a multiple.',
        trailingEbitda: '-1200.00',
        overallScore: 56,
        unavailable: 'The trailing 12-month EBITDA is negative.',
      } satisfies TFundingEstimate,
    });
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    expect((await screen.findByTestId('funding-unavailable')).textContent).toBe(
      'The trailing 12-month EBITDA is negative.',
    );
  });

  it('records open to offers, shows the saved state and who changed it last, and can turn it back', async () => {
    let saved = { ...signals };
    const api = stubValuation({
      [SIGNALS]: () => ({ ...saved, history: [] }),
      [OPEN_TO_OFFERS]: ({ body }: { body: unknown }) => {
        const { open } = body as { open: boolean };
        saved = { ...saved, openToOffers: open, updatedAt: '2025-06-01T08:00:00Z', updatedBy: 'Grace Hopper' };
        return {
          openToOffers: saved.openToOffers,
          openToFunding: saved.openToFunding,
          updatedAt: saved.updatedAt,
          updatedBy: saved.updatedBy,
        };
      },
    });
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const offers = await screen.findByRole('switch', { name: /Open to offers/ });
    expect((offers as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: /Open to funding/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('signals-last-change').textContent).toBe(
      'Last changed 2 May 2025, 09:30 UTC by Ada Lovelace.',
    );

    fireEvent.click(offers);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Open to offers/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(api.callsTo(OPEN_TO_OFFERS).map((call) => call.body)).toEqual([{ open: true }]);
    expect(screen.getByTestId('signals-last-change').textContent).toBe(
      'Last changed 1 Jun 2025, 08:00 UTC by Grace Hopper.',
    );
    expect((await screen.findByTestId('snackbar')).textContent).toContain('You are now open to offers.');

    fireEvent.click(screen.getByRole('switch', { name: /Open to offers/ }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Open to offers/ }) as HTMLInputElement).checked).toBe(false),
    );
    expect(api.callsTo(OPEN_TO_OFFERS).map((call) => call.body)).toEqual([{ open: true }, { open: false }]);
  });

  it("shows the server's message when the scores cannot be read", async () => {
    stubValuation({ [OVERVIEW]: apiError(500, 'The brand scores could not be computed') });
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    expect(await screen.findByText('The brand scores could not be computed')).toBeTruthy();
  });

  it('points to the settings when no indicator has data', async () => {
    stubValuation({ [OVERVIEW]: overview({ brands: [brandScore('all', 'All Brands', null)] }) });
    renderWithProviders(<BrandValuationOverview sellerId="acme" />);
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });
});
