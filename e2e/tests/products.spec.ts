import { expect, test } from '@playwright/test';
import type { TBenchmarkDataPoints, TProductsCatalog } from '@brandlens/contracts';
import { logInThroughApi } from '../support/accounts.ts';

// The Products page on the demo seller: opened from the navbar, the catalogue filled from its
// settlements with totals and filters in the URL, then a product's page with its P&L trend, its
// figures, its benchmarks with their sources and its history.

const SELLER = '/dashboard/sellers/demo-seller';
const API = '/api/v2/sellers/demo-seller';

test.describe('Products on the demo seller', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await logInThroughApi(page);
    // The worker imports the demo settlements after the first start: wait for sales in the catalogue.
    testInfo.setTimeout(testInfo.timeout + 120_000);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${API}/products-catalog`);
          if (!response.ok()) return 0;
          return ((await response.json()) as TProductsCatalog).rows.filter((row) => row.unitsSold > 0).length;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);
  });

  test('lists the catalogue and opens a product with its trend, benchmarks and history', async ({ page }) => {
    await page.goto(`${SELLER}/operations-assistant`);
    await page.getByRole('navigation', { name: 'Seller pages' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(new RegExp(`${SELLER}/product-overview$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    const catalog = (await (await page.request.get(`${API}/products-catalog`)).json()) as TProductsCatalog;
    const table = page.getByRole('table', { name: 'Product catalogue' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(catalog.rows.length, 50), { timeout: 30_000 });
    const totals = page.getByTestId('totals-row');
    await expect(totals.getByRole('rowheader')).toHaveText(`Totals (${catalog.rows.length} products)`);
    await expect(totals).toContainText(catalog.currency);

    // The search goes to the URL and narrows the rows.
    const top = catalog.rows[0];
    if (!top?.id) throw new Error('the demo catalogue has no product id');
    await page.getByRole('textbox', { name: 'Filter' }).fill(top.sku);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(top.sku)}`));
    await expect(table.locator('tbody tr').first()).toContainText(top.title ?? top.sku);

    await table
      .getByRole('link', { name: top.title ?? top.sku })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${SELLER}/product-overview/${top.id}`));
    await expect(page.getByRole('heading', { level: 2, name: top.title ?? top.sku })).toBeVisible();
    await expect(page.getByTestId('product-net-sales')).toContainText(/[A-Z]{3}\s?[\d,]+\.\d{2}/);
    await expect(page.getByTestId('product-trend').getByRole('img')).toBeVisible();

    const benchmarks = (await (
      await page.request.get(
        `/api/v2/benchmark-data-points?sellerId=demo-seller&productId=${top.id}&period=last-12-months`,
      )
    ).json()) as TBenchmarkDataPoints;
    const section = page.getByTestId('product-benchmarks');
    await expect(section.getByRole('row')).toHaveCount(benchmarks.dataPoints.length + 1);
    await expect(section).toContainText('from the Sales and Traffic reports');
    await expect(section).toContainText(`${benchmarks.dataPoints[0]?.comparedProducts} product`);
    await expect(page.getByTestId('product-events')).toContainText('content changes');
  });
});
