import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';

// The Customer satisfaction section of Brand Valuation on the demo seller: what the page shows is
// what the API computed from the demo's review snapshots and settlements.

const SELLER = '/dashboard/sellers/demo-seller';
const API = '/api/v2/sellers/demo-seller/customer-satisfaction';

interface Figures {
  ratingCount: number;
  newRatings: number;
  unitsSold: number;
  unitsReturned: number;
  returnRate: string | null;
  negativeRate: string | null;
}
interface Trend {
  hasReviewSnapshots: boolean;
  hasLedgerUnits: boolean;
  months: Array<Figures & { month: string }>;
  totals: Figures;
  brands: Array<Figures & { key: string; name: string; reportedReturns: number }>;
  products: Array<Figures & { asin: string | null; reportedReturns: number }>;
  returnReasonsSource: string | null;
  returnReasons: {
    available: boolean;
    units: number;
    reasons: Array<{ reason: string; label: string; units: number; share: string }>;
  };
}

/** The demo history is imported by the worker after the first start; wait for it. */
async function waitForDemoImports(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get('/api/v2/sellers/demo-seller/imports')).json()) as {
          imports: Array<{ fileName: string; status: string }>;
        };
        const demo = body.imports.filter((entry) => entry.fileName.startsWith('demo '));
        return demo.length > 0 && demo.every((entry) => entry.status === 'succeeded');
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
}

async function trend(page: Page, query: string): Promise<Trend> {
  const response = await page.request.get(`${API}?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Trend;
}

const sum = (rows: readonly Figures[], pick: (row: Figures) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
/** As the page shows a fraction: the point moved two places in the text (no float), one decimal. */
function percentText(fraction: string | null): string {
  if (fraction === null) return '–';
  const [whole = '0', decimals = ''] = fraction.split('.');
  return `${Number(`${whole}${decimals.slice(0, 2)}.${decimals.slice(2) || '0'}`).toFixed(1)} %`;
}

test.describe('Customer satisfaction on the demo seller', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page);
    await waitForDemoImports(page);
  });

  test('shows ratings, negative reviews and returns per month, brand and product, and exports them', async ({
    page,
  }) => {
    const data = await trend(page, 'period=last-6-months');
    expect(data.hasReviewSnapshots).toBe(true);
    expect(data.hasLedgerUnits).toBe(true);
    expect(data.months).toHaveLength(6);
    expect(data.totals.unitsReturned).toBeGreaterThan(0);
    expect(data.totals.newRatings).toBeGreaterThan(0);
    // The brands and the products split the same totals.
    expect(sum(data.brands, (row) => row.unitsSold)).toBe(data.totals.unitsSold);
    expect(sum(data.products, (row) => row.unitsReturned)).toBe(data.totals.unitsReturned);
    expect(sum(data.months, (row) => row.newRatings)).toBe(data.totals.newRatings);

    await page.goto(`${SELLER}/brand-valuation?cs-period=last-6-months`);
    await expect(page).toHaveTitle('Brand Valuation - Brandlens');
    const section = page.getByRole('region', { name: 'Customer satisfaction over time' });
    await expect(section).toBeVisible({ timeout: 60_000 });
    const tiles = section.getByTestId('satisfaction-tiles');
    await expect(tiles).toContainText(percentText(data.totals.returnRate), { timeout: 60_000 });
    await expect(tiles).toContainText(percentText(data.totals.negativeRate));
    // The demo's returns (one per refunded order item) give the reasons, split by brand and product alike.
    expect(data.returnReasonsSource).toBe('demo');
    expect(data.returnReasons.units).toBeGreaterThan(0);
    expect(data.returnReasons.reasons.length).toBeGreaterThan(3);
    expect(data.returnReasons.reasons.reduce((total, row) => total + row.units, 0)).toBe(data.returnReasons.units);
    expect(data.brands.reduce((total, row) => total + row.reportedReturns, 0)).toBe(data.returnReasons.units);
    expect(data.products.reduce((total, row) => total + row.reportedReturns, 0)).toBe(data.returnReasons.units);
    const reasons = section.getByRole('table', { name: 'Return reasons' });
    const top = data.returnReasons.reasons[0];
    await expect(reasons.locator('tbody tr').first()).toContainText(top?.label ?? '');
    await expect(reasons.locator('tbody tr').first()).toContainText(percentText(top?.share ?? null));
    await expect(section.getByRole('img', { name: 'Negative-review rate and return rate per month' })).toBeVisible();
    const brands = section.getByRole('table', { name: 'Customer satisfaction per brand' });
    for (const brand of data.brands) await expect(brands).toContainText(brand.name || 'No brand');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await section.getByRole('button', { name: 'Export' }).nth(1).click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
      })(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Return rate');
    expect(csv).toContain(data.brands[0]?.name ?? '');

    // An ASIN of the product table narrows the section to that product, in the URL.
    const product = data.products.find((row) => row.asin !== null && row.unitsSold > 0);
    expect(product).toBeDefined();
    // An ASIN sold in two marketplaces has a row in each; either narrows the section to the ASIN.
    await section
      .getByRole('button', { name: `Show ${product?.asin} only` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`cs-asin=${product?.asin}`));
    const one = await trend(page, `period=last-6-months&asin=${product?.asin}`);
    await expect(tiles).toContainText(percentText(one.totals.returnRate), { timeout: 30_000 });
    await expect(
      section.getByRole('table', { name: 'Customer satisfaction per product' }).locator('tbody tr'),
    ).toHaveCount(one.products.length); // one row per marketplace of that ASIN
    expect(one.products.every((row) => row.asin === product?.asin)).toBe(true);
  });

  test('a brand page shows that brand only and fits a phone', async ({ page }) => {
    const brandKey = (await trend(page, 'period=last-3-months')).brands.find((row) => row.key !== '')?.key ?? '';
    expect(brandKey).not.toBe('');
    const data = await trend(page, `period=last-3-months&brand=${encodeURIComponent(brandKey)}`);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${SELLER}/brand-valuation/${encodeURIComponent(brandKey)}?cs-period=last-3-months`);
    const section = page.getByRole('region', { name: 'Customer satisfaction over time' });
    await expect(section.getByTestId('satisfaction-tiles')).toContainText(percentText(data.totals.returnRate), {
      timeout: 60_000,
    });
    await expect(section.getByRole('table', { name: 'Customer satisfaction per brand' })).toHaveCount(0);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
