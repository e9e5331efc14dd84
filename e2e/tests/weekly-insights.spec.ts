import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { TWeeklyChanges, TWeeklyMetric } from '@brandlens/contracts';
import { logInThroughApi } from '../support/accounts.ts';

// Weekly Insights on the demo seller: its last settled order is at the end of last month, so the
// page opens on the last week with sales and says so; the CM3 split adds up to the change; the
// default metrics are on, a switch adds one and survives a reload; the week picker moves the
// week; a metric table exports as CSV.

const SELLER = '/dashboard/sellers/demo-seller';
const API = '/api/v2/sellers/demo-seller/weekly-performance';

const cents = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
};

test.describe('Weekly Insights on the demo seller', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await logInThroughApi(page);
    // The worker imports the demo history (to the end of last month) after the first start, one
    // settlement after the other: wait for the last month's sales, so the page and the API agree.
    testInfo.setTimeout(testInfo.timeout + 180_000);
    const today = new Date();
    const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${API}/changes`);
          if (!response.ok()) return false;
          return (((await response.json()) as TWeeklyChanges).dataThrough ?? '') >= lastMonth;
        },
        { timeout: 180_000, intervals: [2_000] },
      )
      .toBe(true);
  });

  test('explains the CM3 change of the last week with sales and shows the default metrics', async ({ page }) => {
    const changes = (await (await page.request.get(`${API}/changes`)).json()) as TWeeklyChanges;
    expect(changes.weekChoice).toBe('lastWithData');
    const parts = Object.values(changes.split).reduce((sum, amount) => sum + cents(amount), 0);
    expect(parts).toBe(cents(changes.change));

    await page.goto(`${SELLER}/operations-assistant`);
    await page.getByRole('navigation', { name: 'Seller pages' }).getByRole('link', { name: 'Weekly Insights' }).click();
    await expect(page).toHaveURL(new RegExp(`${SELLER}/weekly-insights$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Insights' })).toBeVisible();
    await expect(page.getByTestId('week-notice')).toContainText('the last week with sales', { timeout: 30_000 });
    await expect(page.getByTestId('week-notice')).toContainText(changes.week.week);
    await expect(page.getByTestId('cm3-change-summary')).toContainText(`CM3 of ${changes.week.week}`);
    // The demo user reports in EUR.
    await expect(page.getByTestId('cm3-change-summary')).toContainText('EUR');
    const split = page.getByRole('table', { name: 'CM3 change split' });
    await expect(split.locator('tbody tr')).toHaveCount(6);
    await expect(split.getByTestId('totals-row')).toContainText(
      Math.abs(Number(changes.change)).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    await expect(page.getByRole('img', { name: /CM3 waterfall/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products that moved most' }).locator('tbody tr')).toHaveCount(
      Math.max(changes.topMovers.length, 1),
    );

    const units = (await (
      await page.request.get(`${API}/metrics/units-sold?week=${changes.week.week}&weeks=8`)
    ).json()) as TWeeklyMetric;
    const unitsTable = page.getByRole('table', { name: 'Units sold per week' });
    await expect(unitsTable.getByRole('columnheader', { name: changes.week.week })).toBeVisible();
    await expect(unitsTable.getByTestId('totals-row')).toContainText(
      Number(units.total.values.at(-1) ?? '0').toLocaleString('en-US'),
    );
    await expect(page.getByRole('table', { name: 'Average selling price per week' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Net margin (CM3) per week' })).toHaveCount(0);
  });

  test('switches a metric on, keeps it across a reload, moves the week and exports a table', async ({ page }) => {
    await page.goto(`${SELLER}/weekly-insights`);
    // The chip's checkbox is visually hidden behind its label, which takes the click.
    await page.getByRole('group', { name: 'Weekly metrics' }).getByText('Net margin (CM3)').click({ timeout: 30_000 });
    await expect(page).toHaveURL(/metrics=units-sold%2Caverage-selling-price%2Cnet-margin/);
    await expect(page.getByRole('table', { name: 'Net margin (CM3) per week' })).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Net margin (CM3) per week' })).toBeVisible({ timeout: 30_000 });

    const changes = (await (await page.request.get(`${API}/changes`)).json()) as TWeeklyChanges;
    await page.getByRole('combobox', { name: 'Week' }).click();
    await page.getByRole('option', { name: new RegExp(`^${changes.previousWeek.week} `) }).click();
    await expect(page).toHaveURL(new RegExp(`week=${changes.previousWeek.week}`));
    await expect(page.getByTestId('cm3-change-summary')).toContainText(`CM3 of ${changes.previousWeek.week}`);
    await expect(page.getByTestId('week-notice')).toHaveCount(0);

    const units = page.getByTestId('weekly-metric-units-sold');
    await units.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toContain(changes.previousWeek.week);
    expect(lines.length).toBeGreaterThan(2);
  });
});
