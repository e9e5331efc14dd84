import type { TCustomerSatisfactionTrend, TSatisfactionFigures } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CustomerSatisfactionSection } from './customer-satisfaction-section';

// ECharts cannot draw on jsdom's canvas: the chart shows the option it was given instead.
vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ option, label }: { option: unknown; label: string }) => (
    <pre role="img" aria-label={label}>
      {JSON.stringify(option)}
    </pre>
  ),
}));

// The machine may be busy: waits allow for a slow render.
const SLOW = { timeout: 5_000 };
const TREND = 'GET /v2/sellers/acme/customer-satisfaction';
const figures = (patch: Partial<TSatisfactionFigures> = {}): TSatisfactionFigures => ({
  ratingCount: 30,
  reviewCount: 8,
  averageRating: '3.83',
  newRatings: 10,
  newReviews: 3,
  newNegativeRatings: 3,
  negativeRate: '0.300000',
  unitsSold: 9,
  unitsReturned: 1,
  returnRate: '0.111111',
  estimated: false,
  ...patch,
});
const share = (reason: string, label: string, units: number, fraction: string) => ({
  reason,
  label,
  units,
  share: fraction,
});
const NO_REASONS = { reportedReturns: 0, topReturnReasons: [] };
const ACME_REASONS = {
  reportedReturns: 4,
  topReturnReasons: [
    share('DEFECTIVE', 'Defective or does not work', 3, '0.750000'),
    share('NOT_AS_DESCRIBED', 'Not as described', 1, '0.250000'),
  ],
};
const NO_REPORT =
  'Return reasons appear once the FBA customer returns report is synced from Seller Central or uploaded in Imports.';

const trend: TCustomerSatisfactionTrend = {
  sellerId: 'acme',
  brand: { key: 'all', name: 'All Brands' },
  asin: null,
  marketplace: null,
  from: '2025-05-01',
  to: '2025-06-30',
  hasReviewSnapshots: true,
  hasLedgerUnits: true,
  months: [
    { month: '2025-05', ...figures({ newRatings: 0, negativeRate: null, unitsSold: 4, returnRate: '0.000000' }) },
    { month: '2025-06', ...figures({ unitsSold: 5, returnRate: '0.200000' }) },
  ],
  totals: figures(),
  brands: [
    { key: 'Acme', name: 'Acme', ...figures({ unitsSold: 5, returnRate: '0.200000' }), ...ACME_REASONS },
    { key: '', name: 'No brand', ...figures({ ratingCount: 0, unitsSold: 4, unitsReturned: 0 }), ...NO_REASONS },
  ],
  products: [
    {
      key: 'US:B0P1',
      marketplaceId: 'ATVPDKIKX0DER',
      asin: 'B0P1',
      skus: ['P-1'],
      title: 'Trail mug',
      brandName: 'Acme',
      ...figures({ unitsSold: 5 }),
      ...ACME_REASONS,
    },
  ],
  returnReasonsSource: null,
  returnReasons: { available: false, message: NO_REPORT, units: 0, reasons: [] },
};
const withReasons: TCustomerSatisfactionTrend = {
  ...trend,
  returnReasonsSource: 'sp-api',
  returnReasons: {
    available: true,
    message: null,
    units: 9,
    reasons: [
      share('DEFECTIVE', 'Defective or does not work', 3, '0.333333'),
      share('APPAREL_TOO_SMALL', 'Too small', 2, '0.222222'),
      share('NEW_CODE_XYZ', 'NEW_CODE_XYZ', 1, '0.111111'),
    ],
  },
};

describe('CustomerSatisfactionSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the period figures, both charts, the tables, and narrows to a product through the URL', async () => {
    const api = stubApi({ [TREND]: trend, 'GET /v2/sellers/acme/marketplaces': { marketplaces: [] } });
    renderWithProviders(<CustomerSatisfactionSection sellerId="acme" brand="all" />, {
      path: '/?cs-period=2025-05..2025-06',
    });
    const tiles = within(await screen.findByTestId('satisfaction-tiles', {}, SLOW));
    expect(tiles.getByText('3.83')).toBeTruthy();
    expect(tiles.getByText('30.0 %')).toBeTruthy();
    expect(tiles.getByText('11.1 %')).toBeTruthy();
    expect(tiles.getByText('1 of 9 units')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Negative-review rate and return rate per month' }).textContent).toContain(
      '"data":[null,30]',
    );
    expect(screen.getByTestId('return-reasons').textContent).toContain(NO_REPORT);
    expect(screen.queryByRole('table', { name: 'Return reasons' })).toBeNull();
    const brands = within(screen.getByRole('table', { name: 'Customer satisfaction per brand' }));
    expect(brands.getByText('No brand')).toBeTruthy();
    expect(api.callsTo(TREND)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show B0P1 only' }));
    expect((await screen.findByTestId('asin-filter', {}, SLOW)).textContent).toBe('Only ASIN B0P1');
    // The chip shows from the URL at once; the narrowed request follows it (later under load), and
    // other requests of the page may come between: the last request for the figures is the one.
    await waitFor(() => {
      const asked = api.fetchMock.mock.calls
        .map(([url]) => new URL(url, 'http://localhost'))
        .filter((url) => `GET ${url.pathname.replace(/^\/api/, '')}` === TREND);
      expect(asked.at(-1)?.searchParams.get('asin')).toBe('B0P1');
      expect(asked.at(-1)?.searchParams.get('period')).toBe('2025-05..2025-06');
    }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Show all products' }));
    await waitFor(() => expect(screen.queryByTestId('asin-filter')).toBeNull(), SLOW);
  }, 30_000); // three tables of eleven columns render slowly on jsdom

  it('shows the return reasons with units and share, and the top reasons per brand', async () => {
    stubApi({ [TREND]: withReasons, 'GET /v2/sellers/acme/marketplaces': { marketplaces: [] } });
    renderWithProviders(<CustomerSatisfactionSection sellerId="acme" brand="all" />);
    const reasons = within(await screen.findByRole('table', { name: 'Return reasons' }, SLOW));
    const row = (name: string) => reasons.getByText(name).closest('tr')?.textContent?.replace(/\s+/g, ' ');
    expect(row('Defective or does not work')).toContain('DEFECTIVE');
    expect(row('Defective or does not work')).toContain('33.3 %');
    expect(row('Too small')).toContain('22.2 %');
    expect(reasons.getByTestId('totals-row').textContent).toContain('9');
    expect(screen.getByTestId('return-reasons').textContent).toContain('synced from Seller Central');
    const brands = within(screen.getByRole('table', { name: 'Customer satisfaction per brand' }));
    expect(brands.getByText('Defective or does not work 75.0 %, Not as described 25.0 %')).toBeTruthy();
  }, 30_000);

  it('says what to do when there is nothing to show', async () => {
    stubApi({
      [TREND]: { ...trend, hasReviewSnapshots: false, hasLedgerUnits: false, brands: [], products: [] },
      'GET /v2/sellers/acme/marketplaces': { marketplaces: [] },
    });
    renderWithProviders(<CustomerSatisfactionSection sellerId="acme" brand="Acme" />);
    expect(await screen.findByText('No ratings or sales in this period', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect Seller Central' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings?tab=connections',
    );
  });
});
