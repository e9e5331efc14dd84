import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { TAdAsins, TAdCampaigns, TAdMetrics } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { logInThroughApi } from '../support/accounts.ts';

// The Advertising page on the demo seller, whose demo history holds ads figures: opened from the
// navbar, KPI tiles in the user's currency, the campaign table (with its totals and a campaign's
// ad groups), the ASIN table, the filters kept in the URL across a reload, and the PPC report.

const SELLER = '/dashboard/sellers/demo-seller';
const API = '/api/v2/sellers/demo-seller';
const PERIOD = 'last-90-days';

test.describe('Advertising on the demo seller', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await logInThroughApi(page);
    // The demo history (settlements, orders, ads) is imported by the worker after the first start;
    // wait for its ads days, which may take longer than a test when this spec runs first.
    testInfo.setTimeout(testInfo.timeout + 120_000);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${API}/ad-metrics?period=${PERIOD}`);
          if (!response.ok()) return null;
          return ((await response.json()) as TAdMetrics).dataThrough;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .not.toBeNull();
  });

  test('opens from the navbar, shows the KPIs and the tables, and keeps the filters in the URL', async ({ page }) => {
    await page.goto(`${SELLER}/operations-assistant`);
    await page.getByRole('navigation', { name: 'Seller pages' }).getByRole('link', { name: 'Advertising' }).click();
    await expect(page).toHaveURL(new RegExp(`${SELLER}/advertising$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Advertising' })).toBeVisible();

    // The demo user reports in EUR.
    await expect(page.getByTestId('kpi-spend')).toContainText(/EUR\s[\d,]+\.\d{2}/, { timeout: 30_000 });
    await expect(page.getByTestId('kpi-acos')).toContainText(/%|—/);

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${PERIOD}`));

    // Every campaign the API has for the filter is a row, then the totals over them.
    const campaigns = (await (
      await page.request.get(`${API}/advertising/amazon/campaigns?period=${PERIOD}`)
    ).json()) as TAdCampaigns;
    expect(campaigns.rows.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Advertising campaigns' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(campaigns.rows.length, 50));
    const totals = page.getByTestId('totals-row');
    await expect(totals.getByRole('rowheader')).toHaveText(
      `Totals (${campaigns.rows.length} campaign${campaigns.rows.length === 1 ? '' : 's'})`,
    );
    await expect(totals).toContainText('EUR');

    // A campaign opens as its ad groups, and back.
    await table.locator('tbody th a').first().click();
    await expect(page).toHaveURL(/level=ad-group&campaign=/);
    await expect(page.getByRole('table', { name: 'Advertising ad groups' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('link', { name: 'All campaigns' }).click();
    await expect(page).not.toHaveURL(/campaign=/);

    await page.getByRole('tab', { name: 'ASINs' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${PERIOD}.*tab=asins`));
    const asins = (await (
      await page.request.get(`${API}/advertising/amazon/asins?period=${PERIOD}`)
    ).json()) as TAdAsins;
    const asinTable = page.getByRole('table', { name: 'Advertised ASINs' });
    await expect(asinTable.locator('tbody tr')).toHaveCount(Math.min(asins.rows.length, 50));
    await expect(page.getByTestId('totals-row').getByRole('rowheader')).toHaveText(
      `Totals (${asins.rows.length} ASIN${asins.rows.length === 1 ? '' : 's'})`,
    );

    // A reload (or a shared link) opens the same view.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'ASINs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 90 days');
    await expect(page.getByRole('table', { name: 'Advertised ASINs' })).toBeVisible();
  });

  test('downloads the PPC report of the filters as CSV and as XLSX', async ({ page }) => {
    await page.goto(`${SELLER}/advertising?period=${PERIOD}`);
    const menu = page.getByRole('button', { name: 'Download PPC report' });
    await expect(menu).toBeVisible({ timeout: 30_000 });

    await menu.click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^ppc-report-demo-seller-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Day,Marketplace ID,Ad product,Campaign ID,Campaign,/);
    expect(lines.length).toBeGreaterThan(1);

    await menu.click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^ppc-report-demo-seller-.+\.xlsx$/);
    const file = await readFile(await xlsx.path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('PPC report')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Day');
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');
  });
});
