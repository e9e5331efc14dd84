import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import {
  cupRow,
  germany,
  HISTORY,
  MARKETPLACES,
  mugRow,
  PLANNING,
  planningResponse,
  renderInventory,
  SLOW,
  STOCK,
  stockResponse,
} from './inventory-test-utils';

// ECharts cannot draw on jsdom's canvas: the chart shows the option it was given instead.
vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ option, label }: { option: unknown; label: string }) => (
    <pre role="img" aria-label={label}>
      {JSON.stringify(option)}
    </pre>
  ),
}));

const nbsp = '\u00a0';
const table = () => screen.findByRole('table', { name: 'Stock recommendations' }, SLOW);

describe('the panel of a row', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens a SKU's panel from its row: the history chart, the figures explained and the way back", async () => {
    const api = stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
      [HISTORY]: {
        sku: 'MUG-1',
        marketplaceId: germany.marketplaceId,
        from: '2026-11-23',
        to: '2026-11-25',
        days: [
          { day: '2026-11-23', fulfillable: 1210, inbound: 30, reserved: 4, unsellable: 3, unitsSold: 4 },
          { day: '2026-11-24', fulfillable: null, inbound: null, reserved: null, unsellable: null, unitsSold: 0 },
          { day: '2026-11-25', fulfillable: 1200, inbound: 30, reserved: 4, unsellable: 3, unitsSold: 6 },
        ],
      },
    });
    const { router } = renderInventory('?brand=Acme');
    fireEvent.click(within(await table()).getByRole('link', { name: 'MUG-1' }));

    const panel = await screen.findByRole('dialog', { name: 'MUG-1' }, SLOW);
    expect(router.state.location.search).toBe(`?brand=Acme&row=${encodeURIComponent(mugRow.key)}`);
    const chart = await within(panel).findByRole('img', {
      name: 'Daily fulfillable and inbound stock and units sold of MUG-1, last 180 days',
    });
    const option = JSON.parse(chart.textContent ?? '') as {
      xAxis: { data: string[] };
      series: { name: string; data: (number | null)[]; yAxisIndex: number }[];
    };
    expect(option.xAxis.data).toEqual(['23 Nov 2026', '24 Nov 2026', '25 Nov 2026']);
    expect(option.series.map(({ name, data, yAxisIndex }) => [name, data, yAxisIndex])).toEqual([
      ['Fulfillable', [1210, null, 1200], 0],
      ['Inbound', [30, null, 30], 0],
      ['Units sold', [4, 0, 6], 1],
    ]);
    const [historyCall] = api.callsTo(HISTORY);
    expect(historyCall).toBeTruthy();
    const historyQuery = api.fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.includes('/inventory/history?'))!;
    expect(Object.fromEntries(new URL(historyQuery, 'http://localhost').searchParams)).toEqual({
      sku: 'MUG-1',
      marketplaceId: 'A1PA6795UKMFR9',
      days: '180',
    });

    const figures = within(panel).getByRole('table', { name: 'How the figures are found' });
    const line = (label: string) =>
      within(figures).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(line('Sales velocity')).toBe(
      '3.25 units/day*91 units sold over 28 days in stock of the last 30; days without stock are left out.',
    );
    expect(line('Available stock')).toBe(
      '1,234 units1200 fulfillable + 4 reserved + 30 inbound (10 working, 12 shipped, 8 receiving) on 25 Nov 2026; 3 unsellable and 1 researching do not count.',
    );
    expect(line('Lead time')).toBe("58 days30 production + 21 transit + 7 FBA check-in (the seller's defaults).");
    expect(line('Reorder point')).toBe(
      '234 unitsUnits per day × (58 days of lead time + 14 of safety stock), rounded up.',
    );
    expect(line('Reorder by')?.startsWith('23 Aug 2027')).toBe(true);
    await waitFor(() => expect(line('Reorder quantity')).toContain('lead time + safety stock + 60 days of sales'));
    expect(line('Capital')).toBe(`EUR${nbsp}1,462.50Reorder quantity × the landed cost per unit.`);

    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Acme'));
  }, 20_000);

  it('links a SKU without a landed cost to the cost of goods', async () => {
    stubApi({
      [STOCK]: stockResponse([cupRow]),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
      [HISTORY]: { sku: 'CUP-2', marketplaceId: germany.marketplaceId, from: '2026-11-25', to: '2026-11-25', days: [] },
    });
    renderInventory(`?row=${encodeURIComponent(cupRow.key)}`);
    const panel = await screen.findByRole('dialog', { name: 'CUP-2' }, SLOW);
    expect(await within(panel).findByText('No stock history for this SKU yet.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'add its cost of goods' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings?tab=cost-of-goods',
    );
  }, 20_000);
});
