import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import {
  ASINS,
  CAMPAIGNS,
  campaignsResponse,
  KPIS,
  kpisResponse,
  METRICS,
  metricsResponse,
  PAGE,
  renderAdvertising,
  SLOW,
  SYNC,
  syncStatus,
  tentCampaign,
  withAdsData,
} from './advertising-test-utils';

// ECharts cannot draw on jsdom's canvas: the chart shows the option it was given instead.
vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ option, label }: { option: unknown; label: string }) => (
    <pre role="img" aria-label={label}>
      {JSON.stringify(option)}
    </pre>
  ),
}));

const nbsp = '\u00a0';

const tile = (key: string) => screen.getByTestId(`kpi-${key}`);
const tileLines = (key: string) => [...tile(key).querySelectorAll('p')].map((line) => line.textContent);
const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

/** The query of the last request to `key`'s path. */
function lastQuery(fetchMock: ReturnType<typeof stubApi>['fetchMock'], key: string) {
  const path = `/api${key.replace(/^GET /, '')}`;
  const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  const match = urls.filter((url) => url.pathname === path).at(-1);
  return Object.fromEntries(match?.searchParams ?? []);
}

describe('AdvertisingPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows the KPI tiles with their currency, change against the previous period and estimated mark', async () => {
    stubApi(withAdsData());
    renderAdvertising();
    await screen.findByRole('heading', { name: '28 Oct 2026 to 26 Nov 2026' }, SLOW);
    expect(screen.getByText(/^Figures in EUR, compared with 28 Sept? 2026 to 27 Oct 2026\./)).toBeTruthy();
    expect(tileLines('spend')).toEqual(['Spend', `EUR${nbsp}250.00*`, '+25 %', `Before: EUR${nbsp}200.00`]);
    expect(tileLines('sales')).toEqual(['Ad sales', `EUR${nbsp}1,000.00*`, '−4.5 %', `Before: EUR${nbsp}1,000.00`]);
    expect(tileLines('acos')).toEqual(['ACoS', '25 %*', '+25 %', 'Before: 20 %']);
    expect(tileLines('roas')[1]).toBe('4.00*');
    expect(tileLines('tacos')).toEqual(['TACoS', '5 %*', '±0 %', 'Before: 5 %']);
    expect(tileLines('cpc')[1]).toBe(`EUR${nbsp}0.50*`);
    expect(tileLines('ctr')[2]).toBe('No previous figure');
    expect(tileLines('orders')[1]).toBe('40*');
    expect(tileLines('impressions')[1]).toBe('120,000*');
    const tone = (key: string) => tile(key).querySelector('[data-tone]')?.getAttribute('data-tone');
    // Lower ACoS is better: a rise is red; a cheaper click is green; spend itself is neither.
    expect([tone('acos'), tone('cpc'), tone('spend'), tone('ctr')]).toEqual(['worse', 'better', 'neutral', 'neutral']);
    expect(tile('spend').querySelector('[aria-label="estimated"]')).not.toBeNull();
  }, 20_000);

  it('charts spend, ad sales and ACoS per day, a day without sales as a gap in ACoS', async () => {
    stubApi(withAdsData());
    renderAdvertising();
    const chart = await screen.findByRole('img', { name: 'Spend and ad sales in EUR and ACoS per day' }, SLOW);
    const option = JSON.parse(chart.textContent ?? '{}') as {
      xAxis: { data: string[] };
      series: { name: string; data: (number | null)[] }[];
    };
    expect(option.xAxis.data).toEqual(['25 Nov 2026', '26 Nov 2026']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['Spend', [100, 150]],
      ['Ad sales', [400, 0]],
      ['ACoS', [25, null]],
    ]);
    expect(screen.getByText(/Ads data through 26 Nov 2026\./)).toBeTruthy();
  }, 20_000);

  it('names both sales figures when the search term reports disagree, and how the P&L counts the spend', async () => {
    stubApi(withAdsData({ [KPIS]: kpisResponse(), [SYNC]: syncStatus() }));
    renderAdvertising('?currency=EUR&marketplace=A1PA6795UKMFR9&period=last-7-days');
    const sources = await screen.findByTestId('sales-sources', {}, SLOW);
    expect(sources.textContent).toBe(
      `Ad sales of this period: EUR${nbsp}1,000.00 in the campaign reports, EUR${nbsp}987.65 in the search term reports. This page uses the campaign reports' figure. The search term report leaves out searches Amazon does not name.`,
    );
    const settlement = screen.getByTestId('spend-settlement');
    expect(settlement.textContent).toContain(
      `ad spend counts EUR${nbsp}180.00 billed by Amazon in the settlements (Cost of Advertising, final) and EUR${nbsp}70.00 estimated from the ads reports`,
    );
    expect(within(settlement).getByRole('link', { name: 'Open the P&L' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/operations-assistant?currency=EUR&marketplace=A1PA6795UKMFR9',
    );
  }, 20_000);

  it('leaves the search term figure out when no search term report covers the period', async () => {
    const kpis = kpisResponse();
    stubApi(withAdsData({ [KPIS]: { ...kpis, salesSources: { ...kpis.salesSources, searchTermReportSales: null } } }));
    renderAdvertising();
    await screen.findByTestId('spend-settlement', {}, SLOW);
    expect(screen.queryByTestId('sales-sources')).toBeNull();
  }, 20_000);

  it('lists the campaigns with badges, source and a totals row, sorted by spend', async () => {
    stubApi(withAdsData());
    renderAdvertising();
    const table = await screen.findByRole('table', { name: 'Advertising campaigns' }, SLOW);
    await within(table).findAllByRole('img', { name: 'Germany' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual([
      'Campaign',
      'Marketplace',
      'Ad product',
      'State',
      'Daily budget',
      'Spend',
      'Ad sales',
      'ACoS',
      'ROAS',
      'Impressions',
      'Clicks',
      'CTR',
      'CPC',
      'Orders',
      'Units',
      'CVR',
      'Source',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'Tents exact',
      '🇩🇪Germany',
      'SP',
      'Enabled',
      `EUR${nbsp}20.00`,
      `EUR${nbsp}200.00*`,
      `EUR${nbsp}900.00*`,
      '22.22 %',
      '4',
      '120,000',
      '500',
      '0.42 %',
      `EUR${nbsp}0.50`,
      '40',
      '44',
      '8 %',
      'API',
    ]);
    expect(cells(second!).slice(0, 6)).toEqual(['Lamps brand', '🇩🇪Germany', 'SB', '—', '—', `EUR${nbsp}50.00`]);
    expect(cells(second!).at(-1)).toBe('Upload');
    const totals = screen.getByTestId('totals-row');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals (2 campaigns)');
    expect(totals.textContent).toContain(`EUR${nbsp}250.00*`);
    expect(within(first!).getByRole('link', { name: 'Tents exact' }).getAttribute('href')).toBe(
      `${PAGE}?level=ad-group&campaign=111`,
    );
  }, 20_000);

  it('opens a campaign as its ad groups and goes back to all campaigns', async () => {
    const api = stubApi(
      withAdsData({
        [CAMPAIGNS]: ({ url }: { url: URL }) =>
          url.searchParams.get('level') === 'ad-group'
            ? campaignsResponse({
                level: 'ad-group',
                rows: [{ ...tentCampaign, key: 'g-1', adGroupId: '9', adGroupName: 'Tents 2p' }],
              })
            : campaignsResponse(),
      }),
    );
    const { router } = renderAdvertising('?q=tent');
    const table = await screen.findByRole('table', { name: 'Advertising campaigns' }, SLOW);
    fireEvent.click(within(table).getByRole('link', { name: 'Tents exact' }));
    const adGroups = await screen.findByRole('table', { name: 'Advertising ad groups' }, SLOW);
    expect(router.state.location.search).toBe('?level=ad-group&campaign=111');
    expect(lastQuery(api.fetchMock, CAMPAIGNS)).toMatchObject({ level: 'ad-group', campaignId: '111' });
    expect(within(adGroups).getAllByRole('rowheader')[0]?.textContent).toBe('Tents 2p');
    expect(screen.getByTestId('campaign-drilldown').textContent).toContain('Ad groups of the campaign Tents exact.');
    fireEvent.click(screen.getByRole('link', { name: 'All campaigns' }));
    await screen.findByRole('table', { name: 'Advertising campaigns' }, SLOW);
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('keeps the filters in the URL and in every request, and switches to the ASINs', async () => {
    const api = stubApi(withAdsData());
    const { router } = renderAdvertising('?currency=USD&period=last-7-days');
    await screen.findByRole('table', { name: 'Advertising campaigns' }, SLOW);
    expect(lastQuery(api.fetchMock, KPIS)).toEqual({ targetCurrency: 'USD', period: 'last-7-days', adProduct: 'all' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Ad product' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sponsored Brands' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currency=USD&period=last-7-days&adProduct=SB'));
    await waitFor(() => expect(lastQuery(api.fetchMock, KPIS).adProduct).toBe('SB'));
    expect(lastQuery(api.fetchMock, METRICS)).toMatchObject({ adProduct: 'SB', aggregationView: 'DAILY' });
    await waitFor(() =>
      expect(lastQuery(api.fetchMock, CAMPAIGNS)).toMatchObject({ adProduct: 'SB', level: 'campaign' }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: ' tent ' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=tent'));
    await waitFor(() => expect(lastQuery(api.fetchMock, CAMPAIGNS).search).toBe('tent'));

    fireEvent.click(screen.getByRole('tab', { name: 'ASINs' }));
    const asins = await screen.findByRole('table', { name: 'Advertised ASINs' }, SLOW);
    expect(router.state.location.search).toBe('?currency=USD&period=last-7-days&adProduct=SB&q=tent&tab=asins');
    expect(lastQuery(api.fetchMock, ASINS)).toEqual({
      targetCurrency: 'USD',
      period: 'last-7-days',
      adProduct: 'SB',
      search: 'tent',
    });
    const [, row] = within(asins).getAllByRole('row');
    expect(cells(row!).slice(0, 11)).toEqual([
      'B0TENT0001',
      'TENT-1',
      'Two-person tent',
      'Acme',
      '🇩🇪Germany',
      '2',
      `EUR${nbsp}200.00`,
      `EUR${nbsp}900.00`,
      '25 %',
      '4',
      `EUR${nbsp}4,000.00`,
    ]);
    expect(cells(row!)[11]).toBe('5 %');
    expect(within(screen.getByTestId('totals-row')).getByRole('rowheader').textContent).toBe('Totals (1 ASIN)');
    expect(screen.getByTestId('unattributed-spend').textContent).toBe(
      `EUR${nbsp}50.00 of spend is in no row: its campaigns' reports name no ASIN (Sponsored Brands).`,
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=monthly'));
    await waitFor(() => expect(lastQuery(api.fetchMock, METRICS).aggregationView).toBe('MONTHLY'));
  }, 30_000);

  it('downloads the PPC report of the filters through the address the API gives', async () => {
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const api = stubApi(
      withAdsData({
        'GET /v2/reports/ppc-report-url': {
          url: '/api/v2/sellers/acme/reports/amazon/advertising/campaigns?period=last-7-days&format=csv',
          fileName: 'ppc-report-acme-2026-11-20-2026-11-26.csv',
        },
      }),
    );
    try {
      renderAdvertising('?period=last-7-days&marketplace=A1PA6795UKMFR9');
      fireEvent.click(await screen.findByRole('button', { name: 'Download PPC report' }, SLOW));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(lastQuery(api.fetchMock, 'GET /v2/reports/ppc-report-url')).toEqual({
        sellerId: 'acme',
        period: 'last-7-days',
        marketplace: 'A1PA6795UKMFR9',
        adProduct: 'all',
        format: 'csv',
      });
      expect(clicked[0]).toEqual({
        href: '/api/v2/sellers/acme/reports/amazon/advertising/campaigns?period=last-7-days&format=csv',
        download: 'ppc-report-acme-2026-11-20-2026-11-26.csv',
      });
    } finally {
      click.mockRestore();
    }
  }, 20_000);

  it('says what to do when the seller has no ads data and no connection', async () => {
    stubApi(
      withAdsData({
        [METRICS]: metricsResponse({ periods: [], dataThrough: null }),
        [SYNC]: syncStatus({ connected: false, lastSyncedAt: null, coverage: [] }),
      }),
    );
    renderAdvertising();
    const card = await screen.findByTestId('empty-state', {}, SLOW);
    expect(within(card).getByRole('heading', { name: 'No advertising data yet' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Connect Amazon Advertising' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings?tab=connections',
    );
    expect(within(card).getByRole('link', { name: 'upload the Sponsored Products reports' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect(screen.queryByRole('table')).toBeNull();
  }, 20_000);

  it('tells a first sync in progress with the reports Amazon is still making', async () => {
    stubApi(
      withAdsData({
        [METRICS]: metricsResponse({ periods: [], dataThrough: null }),
        [SYNC]: syncStatus({ status: 'waiting', openReports: 6, lastSyncedAt: null, coverage: [] }),
      }),
    );
    renderAdvertising();
    const card = await screen.findByTestId('empty-state', {}, SLOW);
    expect(within(card).getByRole('heading', { name: 'The first ads sync is under way' })).toBeTruthy();
    expect(card.textContent).toContain(
      "Waiting for Amazon to make 6 reports. Amazon can take hours; the sync comes back for them by itself. The page fills in as Amazon's reports arrive.",
    );
  }, 20_000);

  it('shows the figures with a note while a sync brings more', async () => {
    stubApi(withAdsData({ [SYNC]: syncStatus({ status: 'running', openReports: 1 }) }));
    renderAdvertising();
    expect((await screen.findByTestId('ad-sync-notice', {}, SLOW)).textContent).toBe(
      'Syncing now: 1 report requested from Amazon and not downloaded yet. The figures fill in as the reports arrive.',
    );
    expect(await screen.findByRole('table', { name: 'Advertising campaigns' })).toBeTruthy();
  }, 20_000);
});
