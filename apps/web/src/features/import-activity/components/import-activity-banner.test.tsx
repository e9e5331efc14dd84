import type { TImport } from '@brandlens/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { importActivityOf } from '../utils/import-activity';
import { ImportActivityBanner } from './import-activity-banner';

const anImport = (overrides: Partial<TImport>): TImport => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'settlement',
  fileName: 'settlements-2024.txt',
  fileSize: 1_000,
  status: 'succeeded',
  rowsRead: 120,
  percent: 100,
  settlementsImported: 27,
  settlementsSkipped: 0,
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
  createdAt: '2024-03-12T14:00:00.000Z',
  startedAt: '2024-03-12T14:00:01.000Z',
  finishedAt: null,
  interruptedAt: null,
  ...overrides,
});

const running = anImport({ status: 'running', percent: 22, fileName: 'big-archive.txt' });
const interrupted = anImport({
  status: 'queued',
  percent: 22,
  fileName: 'big-archive.txt',
  interruptedAt: '2024-03-12T14:03:00.000Z',
});

describe('ImportActivityBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says an import is running and links to the imports', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [running, anImport({})] } });
    renderWithProviders(<ImportActivityBanner sellerId="acme" />);
    expect(await screen.findByText('An import is running: figures may change')).toBeTruthy();
    expect(screen.getByText(/big-archive\.txt is being imported \(22 %\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the imports' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
  });

  it('says an interrupted import will resume', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [anImport({ status: 'queued' }), interrupted] } });
    renderWithProviders(<ImportActivityBanner sellerId="acme" />);
    expect(await screen.findByText('An import was interrupted and will resume')).toBeTruthy();
    expect(
      screen.getByText(/The import of big-archive\.txt stopped before it ended\..*\(1 more waiting\)/),
    ).toBeTruthy();
  });

  it('shows nothing when every import has ended', async () => {
    const api = stubApi({
      'GET /v2/sellers/acme/imports': { imports: [anImport({}), anImport({ status: 'failed' })] },
    });
    renderWithProviders(<ImportActivityBanner sellerId="acme" />);
    await waitFor(() => expect(api.callsTo('GET /v2/sellers/acme/imports')).toHaveLength(1));
    expect(screen.queryByTestId('import-activity-banner')).toBeNull();
  });

  it('refreshes the figures when the running import ends', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [running] } });
    const { queryClient } = renderWithProviders(<ImportActivityBanner sellerId="acme" />);
    expect(await screen.findByText('An import is running: figures may change')).toBeTruthy();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => queryClient.setQueryData(sellerDataKeys.imports('acme'), [anImport({})]));
    await waitFor(() => expect(screen.queryByTestId('import-activity-banner')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sellerDataKeys.profitLoss('acme') });
  });
});

describe('importActivityOf', () => {
  it('names the interrupted import first, then a running one, and counts what has not ended', () => {
    const queued = anImport({ status: 'queued', fileName: 'next.txt', startedAt: null });
    expect(importActivityOf([queued, running, interrupted])).toEqual({
      state: 'interrupted',
      fileName: 'big-archive.txt',
      percent: 22,
      pending: 3,
    });
    expect(importActivityOf([queued, running])).toMatchObject({ state: 'running', fileName: 'big-archive.txt' });
    expect(importActivityOf([queued])).toMatchObject({ state: 'running', fileName: 'next.txt' });
    expect(importActivityOf([anImport({})])).toBeNull();
  });
});
