import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SellerReports } from './seller-reports';

const settlement = {
  settlementId: '1234567890',
  startDate: '2026-10-01T00:00:00.000Z',
  endDate: '2026-10-15T00:00:00.000Z',
  depositDate: '2026-10-17T00:00:00.000Z',
  currency: 'USD',
  totalAmount: '1200.00',
  rowsTotal: '1200.00',
  difference: '0.00',
  reconciliation: 'reconciled',
  rowCount: 40,
  unmappedCount: 0,
  format: 'settlement_v2',
};

describe('SellerReports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the reports need settlement reports and links to the Imports tab when none is imported', async () => {
    stubApi({ 'GET /v2/sellers/acme/settlements': { settlements: [] } });
    renderWithProviders(<SellerReports sellerId="acme" />);
    expect(await screen.findByText('Reports need settlement reports')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a settlement report' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers the downloads once a settlement is imported', async () => {
    stubApi({ 'GET /v2/sellers/acme/settlements': { settlements: [settlement] } });
    renderWithProviders(<SellerReports sellerId="acme" />);
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});
