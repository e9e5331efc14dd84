import { expect, test } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';

// The layouts must hold from a phone to a wide screen (SPEC §2 breakpoints): wide tables scroll
// inside their own frame, never the page.
const PAGES = [
  { path: 'inventory', title: 'Inventory - Brandlens' },
  { path: 'alerts', title: 'Alerts - Brandlens' },
  { path: 'advertising', title: 'Advertising - Brandlens' },
  { path: 'account-health', title: 'Account Health - Brandlens' },
  { path: 'weekly-insights', title: 'Weekly Insights - Brandlens' },
  { path: 'product-overview', title: 'Products - Brandlens' },
];

for (const width of [390, 768, 1280, 1536]) {
  test(`the seller layout has no horizontal scroll at ${width} px`, async ({ page }) => {
    await logInThroughApi(page);
    await page.setViewportSize({ width, height: 900 });
    for (const { path, title } of PAGES) {
      await page.goto(`/dashboard/sellers/demo-seller/${path}`);
      // The first pages may answer slowly while the demo history is still importing.
      await expect(page).toHaveTitle(title, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      // Measured once the page's data is in: tables and charts are what overflow.
      await page.waitForLoadState('networkidle', { timeout: 20_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
