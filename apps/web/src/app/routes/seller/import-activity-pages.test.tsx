import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { AppProviders } from '../../providers';
import { Component as BrandValuation } from './brand-valuation';
import { Component as OperationsAssistant } from './operations-assistant';
import { Component as ProfitLossStatement } from './profit-loss-statement';

const runningImport = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'settlement',
  fileName: 'archive-2024.txt',
  fileSize: 1_000,
  status: 'running',
  rowsRead: 10,
  percent: 40,
  settlementsImported: 0,
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
};

function renderPage(page: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: '/dashboard/sellers/:sellerId/*', element: <Page /> }], {
    initialEntries: [`/dashboard/sellers/acme/${page}`],
  });
  render(
    <AppProviders env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// The pages whose figures an import changes say so while it runs.
describe('pages built from the ledger during an import', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['profit-loss-statement', ProfitLossStatement],
    ['operations-assistant', OperationsAssistant],
    ['brand-valuation', BrandValuation],
  ])('%s shows the running import', async (page, Page) => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [runningImport] } });
    renderPage(page, Page);
    expect(await screen.findByText('An import is running: figures may change')).toBeTruthy();
  });
});
