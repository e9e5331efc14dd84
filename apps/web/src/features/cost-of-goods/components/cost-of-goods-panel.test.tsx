import type { TCostOfGoodsSold } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CostOfGoodsPanel } from './cost-of-goods-panel';

const cost: TCostOfGoodsSold = {
  sku: 'TENT-2P-GRN',
  unitLandedCost: '41.2500',
  currency: 'EUR',
  validFrom: '2024-01-01',
  validUntil: '2024-06-30',
};

const handlers = {
  'GET /v2/sellers/acme/cost-of-goods-sold': { costOfGoodsSold: [cost] },
  'GET /v2/sellers/acme/cogs-status': {
    unitsSold: 2000,
    unitsWithCost: 1753,
    share: 0.8765,
    skusWithoutCost: [
      { sku: 'STOVE-1', unitsSold: 200 },
      { sku: null, unitsSold: 47 },
    ],
  },
};

function chooseAndUpload() {
  const file = new File(['sku,unit landed cost,currency,valid from\n'], 'costs.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Cost of goods file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload cost of goods' }));
}

describe('CostOfGoodsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the costs with their currency and validity, the known-cost share and the template link', async () => {
    stubApi(handlers);
    renderWithProviders(<CostOfGoodsPanel sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Cost of goods' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TENT-2P-GRN', 'EUR\u00a041.25', '1 Jan 2024', '30 Jun 2024']);
    expect((await screen.findByTestId('cogs-status')).textContent).toBe(
      '87.7 % of sold units have a known cost (1,753 of 2,000 units, each on its sale date)',
    );
    expect(screen.getByTestId('skus-without-cost').textContent).toBe(
      'Most sold without a cost: STOVE-1 (200 units), no SKU (47 units)',
    );
    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template.getAttribute('href')).toBe('/api/v2/sellers/acme/cost-of-goods-sold/template.csv');
    expect(template.hasAttribute('download')).toBe(true);
  });

  it('lists every bad row when the server refuses the file', async () => {
    stubApi(handlers);
    const xhr = stubXhr();
    renderWithProviders(<CostOfGoodsPanel sellerId="acme" />);
    chooseAndUpload();
    expect((await xhr.findLatest()).url).toBe('/api/v2/sellers/acme/cost-of-goods-sold/upload');
    xhr.latest().respond(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'COGS_ROWS_INVALID',
      message: 'Some rows are invalid',
      details: { errors: ['Row 3: unit landed cost'] },
      rowErrors: [
        { row: 3, column: 'unit landed cost', reason: 'Not a decimal' },
        { row: 5, column: 'currency', reason: 'Unsupported currency XYZ' },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Rows with errors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3, column unit landed cost: Not a decimal', 'Row 5, column currency: Unsupported currency XYZ']);
    expect(screen.getByText('The file was not stored')).toBeTruthy();
  });

  it('refreshes the table and the share after a stored upload', async () => {
    const api = stubApi(handlers);
    const xhr = stubXhr();
    renderWithProviders(<CostOfGoodsPanel sellerId="acme" />);
    await screen.findByRole('table', { name: 'Cost of goods' });
    chooseAndUpload();
    (await xhr.findLatest()).respond(200, { rowsReceived: 2, created: 1, updated: 1, unchanged: 0 });
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '2 rows received: 1 added, 1 updated, 0 unchanged.',
    );
    await waitFor(() => expect(api.callsTo('GET /v2/sellers/acme/cost-of-goods-sold')).toHaveLength(2));
  });
});
