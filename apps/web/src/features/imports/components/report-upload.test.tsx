import type { TImport, TMarketplace } from '@brandlens/contracts';
import {
  FBA_CUSTOMER_RETURNS_COLUMNS,
  FBA_INVENTORY_REPORT_COLUMNS,
  ORDERS_REPORT_COLUMNS,
} from '@brandlens/reporting-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render-with-providers';
import { todayUtc } from '../utils/report-file-kind';
import { ReportUpload } from './report-upload';

const importId = '44444444-4444-4444-8444-444444444444';
const base: TImport = {
  id: importId,
  kind: 'settlement',
  fileName: 'settlement.txt',
  fileSize: 2048,
  status: 'queued',
  rowsRead: 0,
  percent: 0,
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
  createdAt: '2024-03-12T14:05:00.000Z',
  startedAt: null,
  finishedAt: null,
  interruptedAt: null,
};

function chooseAndUpload(name = 'settlement.txt') {
  const file = new File(['x'.repeat(2048)], name, { type: 'text/plain' });
  fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));
}

/** Answers GET import with each state in turn, then keeps answering with the last one. */
function answerInTurn(states: TImport[]) {
  let call = 0;
  return () => states[Math.min(call++, states.length - 1)];
}

describe('ReportUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bytes sent, then polls the import until it has succeeded', async () => {
    const api = stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      [`GET /v2/sellers/acme/imports/${importId}`]: answerInTurn([
        { ...base, status: 'running', rowsRead: 1500, percent: 40, startedAt: '2024-03-12T14:05:01.000Z' },
        {
          ...base,
          status: 'succeeded',
          rowsRead: 3000,
          percent: 100,
          settlementsImported: 2,
          settlementsSkipped: 1,
          startedAt: '2024-03-12T14:05:01.000Z',
          finishedAt: '2024-03-12T14:05:09.000Z',
        },
      ]),
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    chooseAndUpload();

    const request = await xhr.findLatest();
    expect(request.url).toBe('/api/v2/sellers/acme/imports');
    expect(request.headers['x-brandlens-request']).toBe('1');
    request.progress(1024, 2048);
    expect(await screen.findByText('1.0 KB of 2.0 KB sent (50 %)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');

    request.respond(202, base);
    const progress = await screen.findByTestId('import-progress');
    expect(await within(progress).findByText('1,500 rows read · 40 %')).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();

    await waitFor(
      () =>
        expect(
          within(progress).getByText('Settlement report imported: 2 settlements imported, 1 already imported.'),
        ).toBeTruthy(),
      { timeout: 3000 },
    );
    expect(within(progress).getByText('Succeeded')).toBeTruthy();
    const polls = api.callsTo(`GET /v2/sellers/acme/imports/${importId}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo(`GET /v2/sellers/acme/imports/${importId}`)).toHaveLength(polls);
  });

  it('says when the upload was an All Orders report and what it stored', async () => {
    const ordersImport: TImport = { ...base, kind: 'orders', fileName: 'all-orders.txt' };
    stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      [`GET /v2/sellers/acme/imports/${importId}`]: {
        ...ordersImport,
        status: 'succeeded',
        rowsRead: 40,
        percent: 100,
        ordersImported: 30,
        ordersUpdated: 2,
        ordersSkipped: 5,
      },
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    chooseAndUpload('all-orders.txt');
    (await xhr.findLatest()).respond(202, ordersImport);
    expect(
      await screen.findByText('All Orders report imported: 30 orders imported, 2 updated, 5 already up to date.'),
    ).toBeTruthy();
  });

  it('asks an FBA inventory report for its day and marketplace, sends them before the file and says what it stored', async () => {
    const marketplace = (marketplaceId: string, marketplaceName: string, countryCode: string, region: string) =>
      ({
        marketplaceId,
        marketplaceName,
        domainName: '',
        countryCode,
        defaultCurrencyCode: 'USD',
        defaultLocale: 'en_US',
        region,
        listingOptimizationEnabled: false,
      }) satisfies TMarketplace;
    const inventoryImport: TImport = { ...base, kind: 'inventory', fileName: 'stock.txt', inventoryDay: '2026-11-25' };
    stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      'GET /v2/sellers/acme/marketplaces': {
        marketplaces: [
          marketplace('ATVPDKIKX0DER', 'Amazon.com', 'US', 'na'),
          marketplace('A1F83G8C2ARO7P', 'Amazon.co.uk', 'GB', 'eu'),
          marketplace('A2Q3Y263D00KWC', 'Non-Amazon', 'US', ''),
        ],
      },
      [`GET /v2/sellers/acme/imports/${importId}`]: {
        ...inventoryImport,
        status: 'succeeded',
        rowsRead: 212,
        percent: 100,
        inventoryRows: 212,
        adReportType: null,
        adRows: 0,
        adFirstDay: null,
        adLastDay: null,
        adDaysSkipped: 0,
      },
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    const report = `${FBA_INVENTORY_REPORT_COLUMNS.join('\t')}\nMUG-1\n`;
    fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [new File([report], 'stock.txt')] } });

    const day = (await screen.findByLabelText(/Stock date/)) as HTMLInputElement;
    expect(day.value).toBe(todayUtc());
    expect(day.max).toBe(todayUtc());
    fireEvent.change(day, { target: { value: '2026-11-25' } });
    await screen.findByRole('option', { name: 'Amazon.co.uk (GB)' });
    const select = screen.getByLabelText(/Marketplace/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      "The seller's only marketplace",
      'Amazon.com (US)',
      'Amazon.co.uk (GB)',
    ]);
    fireEvent.change(select, { target: { value: 'A1F83G8C2ARO7P' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));

    const request = await xhr.findLatest();
    expect(
      [...(request.body?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : 'file']),
    ).toEqual([
      ['asOf', '2026-11-25'],
      ['marketplaceId', 'A1F83G8C2ARO7P'],
      ['file', 'file'],
    ]);
    request.respond(202, inventoryImport);
    expect(await screen.findByText('FBA inventory report imported: 212 SKUs stored for 25 Nov 2026.')).toBeTruthy();
    expect(screen.queryByLabelText(/Stock date/)).toBeNull();
  });

  it('asks an advertising report for its marketplace, a CSV by its header and any workbook, and sends it first', async () => {
    const adImport: TImport = { ...base, kind: 'ads-report', fileName: 'campaigns.csv', adReportType: 'sp-campaigns' };
    stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      'GET /v2/sellers/acme/marketplaces': {
        marketplaces: [
          {
            marketplaceId: 'A1PA6795UKMFR9',
            marketplaceName: 'Amazon.de',
            domainName: 'amazon.de',
            countryCode: 'DE',
            defaultCurrencyCode: 'EUR',
            defaultLocale: 'de_DE',
            region: 'eu',
            listingOptimizationEnabled: true,
          },
        ],
      },
      [`GET /v2/sellers/acme/imports/${importId}`]: {
        ...adImport,
        status: 'succeeded',
        rowsRead: 31,
        percent: 100,
        adRows: 31,
        adFirstDay: '2026-10-01',
        adLastDay: '2026-10-31',
      },
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    const workbook = new File(
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])],
      'Sponsored_Products_Search_term_report.xlsx',
    );
    fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [workbook] } });
    expect(await screen.findByLabelText(/Marketplace/)).toBeTruthy();
    const csv = new File(['Date;Campaign Name;Impressions;Clicks;Spend\n'], 'campaigns.csv');
    fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [csv] } });
    await screen.findByRole('option', { name: 'Amazon.de (DE)' });
    fireEvent.change(screen.getByLabelText(/Marketplace/), { target: { value: 'A1PA6795UKMFR9' } });
    expect(screen.queryByLabelText(/Stock date/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));

    const request = await xhr.findLatest();
    expect(
      [...(request.body?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : 'file']),
    ).toEqual([
      ['marketplaceId', 'A1PA6795UKMFR9'],
      ['file', 'file'],
    ]);
    request.respond(202, adImport);
    expect(
      await screen.findByText('Sponsored Products campaign report imported: 31 day rows, 1 Oct\u201331 Oct 2026.'),
    ).toBeTruthy();
  });

  it('asks an FBA customer returns report for its marketplace, sends it first and says how many returns it stored', async () => {
    const returnsImport: TImport = { ...base, kind: 'fba-returns', fileName: 'returns.txt' };
    stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      'GET /v2/sellers/acme/marketplaces': {
        marketplaces: [
          {
            marketplaceId: 'A1PA6795UKMFR9',
            marketplaceName: 'Amazon.de',
            domainName: 'amazon.de',
            countryCode: 'DE',
            defaultCurrencyCode: 'EUR',
            defaultLocale: 'de_DE',
            region: 'eu',
            listingOptimizationEnabled: true,
          },
        ],
      },
      [`GET /v2/sellers/acme/imports/${importId}`]: {
        ...returnsImport,
        status: 'succeeded',
        rowsRead: 1204,
        percent: 100,
        returnRows: 1182,
      },
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    const report = `\uFEFF${FBA_CUSTOMER_RETURNS_COLUMNS.join('\t')}\r\n`;
    fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [new File([report], 'returns.txt')] } });
    expect(await screen.findByText(/This is an FBA customer returns report/)).toBeTruthy();
    await screen.findByRole('option', { name: 'Amazon.de (DE)' });
    fireEvent.change(screen.getByLabelText(/Marketplace/), { target: { value: 'A1PA6795UKMFR9' } });
    expect(screen.queryByLabelText(/Stock date/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));

    const request = await xhr.findLatest();
    expect(
      [...(request.body?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : 'file']),
    ).toEqual([
      ['marketplaceId', 'A1PA6795UKMFR9'],
      ['file', 'file'],
    ]);
    request.respond(202, returnsImport);
    expect(await screen.findByText('FBA customer returns report imported: 1,182 returns stored.')).toBeTruthy();
  });

  it('offers no day or marketplace for the other reports, and sends the file alone', async () => {
    stubApi({ 'GET /v2/sellers/acme/imports': { imports: [] } });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    const orders = new File([`${ORDERS_REPORT_COLUMNS.join('\t')}\n`], 'orders.txt');
    fireEvent.change(screen.getByLabelText('Report file'), { target: { files: [orders] } });
    expect(await screen.findByText(/^orders\.txt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));
    const request = await xhr.findLatest();
    expect([...(request.body?.keys() ?? [])]).toEqual(['file']);
    expect(screen.queryByLabelText(/Stock date/)).toBeNull();
  });

  it('says that nothing was stored when the import fails, with its errors', async () => {
    stubApi({
      'GET /v2/sellers/acme/imports': { imports: [] },
      [`GET /v2/sellers/acme/imports/${importId}`]: {
        ...base,
        status: 'failed',
        errors: [{ line: 17, reason: 'Unknown date format "31/02/2024"' }],
      },
    });
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    chooseAndUpload();
    (await xhr.findLatest()).respond(202, base);

    expect(await screen.findByText('Nothing of this file was stored.')).toBeTruthy();
    expect(screen.getByText('Line 17: Unknown date format "31/02/2024"')).toBeTruthy();
  });

  it('shows the server message when the upload is refused', async () => {
    stubApi({});
    const xhr = stubXhr();
    renderWithProviders(<ReportUpload sellerId="acme" />);
    chooseAndUpload();
    (await xhr.findLatest()).respond(413, { message: 'The file is too large' });
    expect((await screen.findByTestId('snackbar')).textContent).toContain('The file is too large');
  });
});
