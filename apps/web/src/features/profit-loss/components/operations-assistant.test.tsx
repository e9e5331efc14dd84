import type { TOperationsProfitLoss, TProfitLossRows } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OperationsAssistant } from './operations-assistant';

const nbsp = '\u00a0';
const STATEMENT = 'GET /v2/sellers/acme/profit-loss/operations';
const ROWS = 'GET /v2/sellers/acme/profit-loss/rows';

const statement = (overrides: Partial<TOperationsProfitLoss> = {}): TOperationsProfitLoss => ({
  sellerId: 'acme',
  currency: 'USD',
  aggregationView: 'MONTHLY',
  basis: 'posted',
  brand: 'all',
  marketplace: null,
  from: '2024-01-01',
  to: '2024-02-29',
  periods: ['2024-01', '2024-02'],
  rates: [],
  orderDating: null,
  isLimitedToFreePlan: false,
  lines: [
    {
      key: 'unitsSold',
      kind: 'units',
      isHighlighted: false,
      figures: [
        { amount: '1200', status: 'final' },
        { amount: '30', status: 'final' },
      ],
      total: { amount: '1230', status: 'final' },
    },
    {
      key: 'netSales',
      kind: 'derived',
      isHighlighted: true,
      figures: [
        { amount: '12345.67', status: 'final' },
        { amount: '-20.05', status: 'estimated' },
      ],
      total: { amount: '12325.62', status: 'estimated' },
    },
    {
      key: 'fbaFulfilmentFees',
      kind: 'ledger',
      isHighlighted: false,
      figures: [
        { amount: '-100.10', status: 'final' },
        { amount: '-0.01', status: 'final' },
      ],
      total: { amount: '-100.11', status: 'final' },
    },
    {
      key: 'totalFbaFees',
      kind: 'derived',
      isHighlighted: false,
      figures: [
        { amount: '-100.10', status: 'final' },
        { amount: '-0.01', status: 'final' },
      ],
      total: { amount: '-100.11', status: 'final' },
    },
  ],
  ...overrides,
});

const ledgerRow = (id: string, amount: string): TProfitLossRows['rows'][number] => ({
  id,
  day: '2024-01-05',
  settlementId: '118',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'SKU-1',
  orderId: `111-${id}`,
  transactionType: 'Order',
  amountType: 'ItemPrice',
  amountDescription: 'Principal',
  pnlLine: 'fullPriceFulfilledProductSales',
  quantity: 1,
  amount,
  currency: 'USD',
  status: 'final',
  sourceLine: 3,
});

/** The query of the latest call to a path ('GET /v2/...'). */
const lastQuery = (api: ReturnType<typeof stubApi>, key: string) => {
  const [input] = api.fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === `/api${key.slice(4)}`).at(-1)!;
  return new URL(input, 'http://localhost').searchParams;
};

/** What a cell shows on screen: its text without the visually hidden part that names its button for screen readers. */
const shownText = (cell: HTMLElement) => {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[data-visually-hidden]')) hidden.remove();
  return copy.textContent;
};
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(shownText);

describe('OperationsAssistant', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders every figure formatted in the statement currency, marks estimates and highlights sum rows', async () => {
    stubApi({ [STATEMENT]: statement() });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Profit and loss statement' });

    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Line (USD)', 'Jan 2024', 'Feb 2024', 'Totals']);

    const netSales = table.querySelector<HTMLElement>('[data-line="netSales"]')!;
    expect(cells(netSales)).toEqual([`USD${nbsp}12,345.67`, `-USD${nbsp}20.05*`, `USD${nbsp}12,325.62*`]);
    expect(netSales.getAttribute('data-highlighted')).toBe('true');
    expect(cells(table.querySelector<HTMLElement>('[data-line="unitsSold"]')!)).toEqual(['1,200', '30', '1,230']);
    expect(table.querySelector('[data-line="unitsSold"]')?.getAttribute('data-highlighted')).toBe('false');

    // Fee groups start folded; the total opens them.
    expect(table.querySelector('[data-line="fbaFulfilmentFees"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the lines of Total FBA fees' }));
    const fee = table.querySelector<HTMLElement>('[data-line="fbaFulfilmentFees"]')!;
    expect(cells(fee)).toEqual([`-USD${nbsp}100.10`, `-USD${nbsp}0.01`, `-USD${nbsp}100.11`]);
  });

  it('says under the filters how fresh the figures are', async () => {
    stubApi({
      [STATEMENT]: statement(),
      'GET /v2/sellers/acme/data-freshness': {
        settledThrough: '2026-11-14',
        estimatedThrough: '2026-11-23T10:05:00.000Z',
        lastImportAt: '2026-11-23T10:07:00.000Z',
      },
    });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    expect(await screen.findByText('Settled to 14 Nov 2026 · estimated to 23 Nov, 10:05 UTC')).toBeTruthy();
  });

  it('reads currency and period from the URL, sends them and writes a change back', async () => {
    const api = stubApi({
      [STATEMENT]: ({ url }: { url: URL }) => statement({ currency: url.searchParams.get('targetCurrency') ?? 'USD' }),
    });
    const { router } = renderWithProviders(<OperationsAssistant sellerId="acme" />, {
      path: '/?currency=GBP&period=last-6-months',
    });
    await screen.findByRole('table', { name: 'Profit and loss statement' });
    const first = lastQuery(api, STATEMENT);
    expect(first.get('targetCurrency')).toBe('GBP');
    expect(first.get('period')).toBe('last-6-months');
    expect(first.get('basis')).toBe('posted');

    fireEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JPY' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currency=JPY&period=last-6-months'));
    await waitFor(() => expect(api.callsTo(STATEMENT)).toHaveLength(2));
    const second = lastQuery(api, STATEMENT);
    expect(second.get('targetCurrency')).toBe('JPY');
    expect(second.get('period')).toBe('last-6-months');
  });

  it('switches to the order-date basis through the URL and says how the rows were dated', async () => {
    const api = stubApi({
      [STATEMENT]: ({ url }: { url: URL }) =>
        url.searchParams.get('basis') === 'order'
          ? statement({
              basis: 'order',
              orderDating: {
                periods: [
                  { orderDatedRows: 1200, withoutOrderRows: 40, fallbackRows: 0, fallbackShare: '0.0000' },
                  { orderDatedRows: 30, withoutOrderRows: 5, fallbackRows: 3, fallbackShare: '0.0909' },
                ],
                total: { orderDatedRows: 1230, withoutOrderRows: 45, fallbackRows: 3, fallbackShare: '0.0024' },
              },
            })
          : statement(),
      [ROWS]: {
        line: 'netSales',
        ledgerLines: ['fullPriceFulfilledProductSales'],
        from: '2024-02-01',
        to: '2024-02-29',
        rows: [ledgerRow('7', '3.00')],
        nextCursor: null,
      } satisfies TProfitLossRows,
    });
    const { router } = renderWithProviders(<OperationsAssistant sellerId="acme" />);
    await screen.findByRole('table', { name: 'Profit and loss statement' });
    expect(screen.queryByTestId('order-basis-note')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Basis' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Order date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?basis=order'));
    const note = await screen.findByTestId('order-basis-note');
    expect(lastQuery(api, STATEMENT).get('basis')).toBe('order');
    expect(note.textContent).toContain(
      '1,230 rows of orders in an imported All Orders report count on their order date; 45 rows without an order',
    );
    expect(note.textContent).toContain(
      '3 rows of orders in no imported orders report (0.2 % of order rows) count on their posted date instead, so the figures they make up are estimated (*): Feb 2024 (3 rows).',
    );
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect(screen.getByText(/or some of its rows are dated by posted date/)).toBeTruthy();

    // The rows behind a cell are those the order basis put there.
    fireEvent.click(screen.getByRole('button', { name: /, Net sales, Feb 2024$/ }));
    await screen.findByRole('table', { name: 'Ledger rows' });
    expect(lastQuery(api, ROWS).get('basis')).toBe('order');
  });

  it('says when every order row is dated by its order date', async () => {
    const dating = { orderDatedRows: 10, withoutOrderRows: 2, fallbackRows: 0, fallbackShare: '0.0000' };
    stubApi({
      [STATEMENT]: statement({ basis: 'order', orderDating: { periods: [dating, dating], total: dating } }),
    });
    renderWithProviders(<OperationsAssistant sellerId="acme" />, { path: '/?basis=order' });
    const note = await screen.findByTestId('order-basis-note');
    expect(note.textContent).toContain('Every order row of this period is dated by its order date.');
  });

  it('opens the ledger rows behind a cell and loads more with the cursor', async () => {
    const api = stubApi({
      [STATEMENT]: statement(),
      [ROWS]: ({ url }: { url: URL }) => {
        const cursor = url.searchParams.get('cursor');
        return {
          line: 'netSales',
          ledgerLines: ['fullPriceFulfilledProductSales'],
          from: '2024-01-01',
          to: '2024-01-31',
          rows: cursor ? [ledgerRow('2', '5.00')] : [ledgerRow('1', '19.99')],
          nextCursor: cursor ? null : 'c-1',
        } satisfies TProfitLossRows;
      },
    });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    fireEvent.click(await screen.findByRole('button', { name: /, Net sales, Jan 2024$/ }));

    const rows = await screen.findByRole('table', { name: 'Ledger rows' });
    expect(within(rows).getByText('111-1')).toBeTruthy();
    expect(within(rows).getByText('USD 19.99')).toBeTruthy();
    const first = lastQuery(api, ROWS);
    expect(first.get('line')).toBe('netSales');
    expect(first.get('period')).toBe('2024-01');
    expect(first.get('basis')).toBe('posted');
    expect(first.get('cursor')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(rows).findByText('111-2')).toBeTruthy();
    expect(within(rows).getByText('111-1')).toBeTruthy();
    expect(lastQuery(api, ROWS).get('cursor')).toBe('c-1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('shows the older months behind an overlay with UPGRADE on the free plan', async () => {
    stubApi({ [STATEMENT]: statement({ isLimitedToFreePlan: true }) });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    const overlay = await screen.findByTestId('free-plan-overlay');
    const upgrade = within(overlay).getByRole('link', { name: 'UPGRADE' });
    expect(upgrade.getAttribute('href')).toMatch(/^mailto:support@brandlens\.app\?subject=/);
  });

  it('has no overlay on a paid plan', async () => {
    stubApi({ [STATEMENT]: statement() });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    await screen.findByRole('table', { name: 'Profit and loss statement' });
    expect(screen.queryByTestId('free-plan-overlay')).toBeNull();
  });

  it('points to the settings when the seller has no data', async () => {
    stubApi({ [STATEMENT]: statement({ periods: [], lines: [] }) });
    renderWithProviders(<OperationsAssistant sellerId="acme" />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toBe('Import settlement reports under Settings to see your statement.');
    expect(within(empty).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });

  it('offers the statement as CSV and XLSX with the filters on screen', async () => {
    stubApi({ [STATEMENT]: statement() });
    renderWithProviders(<OperationsAssistant sellerId="acme" />, { path: '/?currency=EUR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'XLSX' });
    expect(xlsx.getAttribute('href')).toBe(
      '/api/v2/sellers/acme/profit-loss/operations/report?targetCurrency=EUR&period=last-12-months&basis=posted&brand=all&format=xlsx',
    );
  });

  it('ranks the actions found in the data, each linking to its evidence', async () => {
    const feeLines = statement().lines.map((line) =>
      line.key === 'fbaFulfilmentFees' ? { ...line, figures: [figure('-100.00'), figure('-300.00')] } : line,
    );
    stubApi({
      [STATEMENT]: statement({ lines: feeLines }),
      'GET /v2/sellers/acme/asin-profit-loss': ({ url }: { url: URL }) => {
        expect(url.searchParams.get('period')).toBe('2024-02');
        expect(url.searchParams.get('sortBy')).toBe('contributionMargin3');
        return {
          sellerId: 'acme',
          currency: 'USD',
          from: '2024-02-01',
          to: '2024-02-29',
          rows: [product('LOSS-1', '-12.50'), product('WIN-2', '3.00')],
          totals: product('', '-9.50'),
          page: 1,
          pageSize: 10,
          totalRows: 2,
        };
      },
      'GET /v2/sellers/acme/cogs-status': {
        unitsSold: 10,
        unitsWithCost: 7,
        share: 0.7,
        skusWithoutCost: [{ sku: 'NOCOST-3', unitsSold: 3 }],
      },
      'GET /v2/sellers/acme/settlements': { settlements: [] },
    });
    renderWithProviders(<OperationsAssistant sellerId="acme" today={new Date('2024-03-15T00:00:00Z')} />);
    const list = await screen.findByRole('list', { name: 'Actions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `LOSS-1: CM3 of -USD${nbsp}12.50 in Feb 2024`,
      `FBA fulfilment fees rose from -USD${nbsp}100.00 to -USD${nbsp}300.00 in Feb 2024`,
      'NOCOST-3: 3 units sold without a cost',
    ]);
    expect(
      within(list)
        .getByRole('link', { name: /LOSS-1/ })
        .getAttribute('href'),
    ).toBe('/dashboard/sellers/acme/profit-loss-statement?period=2024-02&sort=contributionMargin3&order=asc&q=LOSS-1');
    expect(
      within(list)
        .getByRole('link', { name: /NOCOST-3/ })
        .getAttribute('href'),
    ).toBe('/dashboard/sellers/acme/settings?tab=cost-of-goods');
  });
});

function figure(amount: string) {
  return { amount, status: 'final' as const };
}

function product(sku: string, cm3: string) {
  return {
    marketplaceId: 'ATVPDKIKX0DER',
    sku,
    asin: null,
    brand: null,
    title: null,
    netSales: figure('10.00'),
    unitsSold: figure('1'),
    productCosts: figure('0.00'),
    totalMarketplaceFees: figure('0.00'),
    contributionMargin1: figure('10.00'),
    contributionMargin2: figure('10.00'),
    contributionMargin3: figure(cm3),
  };
}
