import type { TSettlement } from '@brandlens/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SettlementsTable } from './settlements-table';

const reconciled: TSettlement = {
  settlementId: '11835012345',
  startDate: '2024-03-01T08:00:00.000Z',
  endDate: '2024-03-15T08:00:00.000Z',
  depositDate: '2024-03-17T10:30:00.000Z',
  currency: 'EUR',
  totalAmount: '12345.67',
  rowsTotal: '12345.67',
  difference: '0.00',
  reconciliation: 'reconciled',
  rowCount: 420,
  unmappedCount: 0,
  format: 'settlement_v2',
};

const off: TSettlement = {
  ...reconciled,
  settlementId: '11835099999',
  currency: 'USD',
  totalAmount: '100.00',
  rowsTotal: '99.90',
  difference: '0.10',
  reconciliation: 'unreconciled',
  depositDate: null,
};

const nbsp = '\u00a0';

describe('SettlementsTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each settlement with its period, amounts in its currency and its reconciliation', async () => {
    stubApi({ 'GET /v2/sellers/acme/settlements': { settlements: [reconciled, off] } });
    renderWithProviders(<SettlementsTable sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Settlements' });
    const [, first, second] = within(table).getAllByRole('row');

    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '11835012345',
      '1 Mar 2024 – 15 Mar 2024',
      '17 Mar 2024',
      'EUR',
      `EUR${nbsp}12,345.67`,
      `EUR${nbsp}12,345.67`,
      'Reconciled',
    ]);
    expect(within(first!).getByText('Reconciled').closest('[data-reconciled]')?.getAttribute('data-reconciled')).toBe(
      'true',
    );

    const cells = within(second!).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe('—');
    const badge = within(second!).getByText('Not reconciled: USD 0.10');
    expect(badge.closest('[data-reconciled]')?.getAttribute('data-reconciled')).toBe('false');
  });

  it('invites an import when there is no settlement yet', async () => {
    stubApi({ 'GET /v2/sellers/acme/settlements': { settlements: [] } });
    renderWithProviders(<SettlementsTable sellerId="acme" />);
    expect(await screen.findByText('Import a settlement report to see it here.')).toBeTruthy();
  });
});
