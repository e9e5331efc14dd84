import type { TImport } from '@brandlens/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportHistory } from './import-history';

const succeeded: TImport = {
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'settlement',
  fileName: 'march.txt',
  fileSize: 209_715_200,
  status: 'succeeded',
  rowsRead: 1_000_000,
  percent: 100,
  settlementsImported: 3,
  settlementsSkipped: 1,
  ordersImported: 0,
  ordersUpdated: 0,
  ordersSkipped: 0,
  inventoryDay: null,
  inventoryRows: 0,
  returnRows: 0,
  adReportType: null,
  adRows: 0,
  adFirstDay: null,
  adLastDay: null,
  adDaysSkipped: 0,
  errors: [],
  unreconciledSettlements: [],
  createdAt: '2024-03-12T14:04:59.000Z',
  startedAt: '2024-03-12T14:05:00.000Z',
  finishedAt: '2024-03-12T14:09:30.000Z',
  interruptedAt: null,
};

const orders: TImport = {
  ...succeeded,
  id: '77777777-7777-4777-8777-777777777777',
  kind: 'orders',
  fileName: 'all-orders-march.txt',
  fileSize: 4096,
  rowsRead: 12,
  settlementsImported: 0,
  settlementsSkipped: 0,
  ordersImported: 9,
  ordersUpdated: 0,
  ordersSkipped: 1,
};

const inventory: TImport = {
  ...succeeded,
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'inventory',
  fileName: 'fba-stock.txt',
  fileSize: 2048,
  rowsRead: 213,
  settlementsImported: 0,
  settlementsSkipped: 0,
  inventoryDay: '2026-11-25',
  inventoryRows: 212,
  adReportType: null,
  adRows: 0,
  adFirstDay: null,
  adLastDay: null,
  adDaysSkipped: 0,
};

const adReport: TImport = {
  ...succeeded,
  id: '99999999-9999-4999-8999-999999999999',
  kind: 'ads-report',
  fileName: 'Sponsored_Products_Campaign_report.csv',
  fileSize: 96_000,
  rowsRead: 1207,
  settlementsImported: 0,
  settlementsSkipped: 0,
  adReportType: 'sp-campaigns',
  adRows: 1204,
  adFirstDay: '2026-10-01',
  adLastDay: '2026-10-31',
  adDaysSkipped: 3,
};

const failed: TImport = {
  ...succeeded,
  id: '66666666-6666-4666-8666-666666666666',
  fileName: 'broken.txt',
  fileSize: 1536,
  status: 'failed',
  settlementsImported: 0,
  settlementsSkipped: 0,
  errors: [
    { line: 4, reason: 'amount "12,3,4" is not a number' },
    { line: null, reason: 'The file has no settlement header row' },
  ],
};

describe('ImportHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists imports with their report, size, status, counts and times in UTC', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [succeeded, orders, inventory, failed] } });
    renderWithProviders(<ImportHistory sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Imports' });
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'march.txt',
      'Settlement report',
      '200.0 MB',
      'Succeeded',
      '3 settlements imported, 1 already imported',
      '12 Mar 2024, 14:05 UTC',
      '12 Mar 2024, 14:09 UTC',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['all-orders-march.txt', 'All Orders report', '4.0 KB', 'Succeeded']);
    expect(within(second!).getByText('9 orders imported, 1 already up to date')).toBeTruthy();
    expect(
      within(third!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['fba-stock.txt', 'FBA inventory report', '2.0 KB', 'Succeeded', '212 SKUs stored for 25 Nov 2026']);
    expect(within(table).getByText('Started (UTC)')).toBeTruthy();
  });

  it('names an advertising report by its report and says what it stored', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [adReport] } });
    renderWithProviders(<ImportHistory sellerId="acme" />);
    const table = await screen.findByRole('table', { name: 'Imports' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual([
      'Sponsored_Products_Campaign_report.csv',
      'Sponsored Products campaign report',
      '93.8 KB',
      'Succeeded',
      '1,204 day rows, 1 Oct\u201331 Oct 2026, 3 days already synced from Amazon Advertising',
    ]);
  });

  it('shows an import whose worker stopped as interrupted and resuming', async () => {
    const interrupted: TImport = {
      ...succeeded,
      status: 'queued',
      percent: 30,
      finishedAt: null,
      interruptedAt: '2024-03-12T14:07:00.000Z',
    };
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [interrupted] } });
    renderWithProviders(<ImportHistory sellerId="acme" />);
    expect(await screen.findByText('Interrupted, resuming')).toBeTruthy();
    expect(screen.getByText('30 %')).toBeTruthy();
  });

  it('expands a failed import to show its errors per line', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [succeeded, failed] } });
    renderWithProviders(<ImportHistory sellerId="acme" />);
    const toggle = await screen.findByRole('button', { name: 'Show errors (2)' });
    expect(screen.queryByText('Line 4: amount "12,3,4" is not a number')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const errors = screen.getByRole('list', { name: 'Errors of broken.txt' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 4: amount "12,3,4" is not a number', 'The file has no settlement header row']);
    expect(screen.getByText('Nothing of this file was stored.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('list', { name: 'Errors of broken.txt' })).toBeNull();
  });

  it('expands an import that stored a settlement that does not reconcile, with its figures', async () => {
    const cut: TImport = {
      ...succeeded,
      id: '88888888-8888-4888-8888-888888888888',
      fileName: 'cut.txt',
      unreconciledSettlements: [
        { settlementId: '2001', currency: 'CAD', totalAmount: '150.00', rowsTotal: '120.25', difference: '29.75' },
      ],
    };
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [succeeded, cut] } });
    renderWithProviders(<ImportHistory sellerId="acme" />);
    expect(await screen.findAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Not reconciled (1)' }));
    const list = screen.getByRole('list', { name: 'Settlements of cut.txt that do not reconcile' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Settlement 2001: total CAD\u00a0150.00, rows CAD\u00a0120.25, difference CAD\u00a029.75',
    );
    expect(screen.getByText(/every figure built from them is shown as estimated/)).toBeTruthy();
    expect(screen.queryByText('Nothing of this file was stored.')).toBeNull();
  });
});
