import { expect, test } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';

// The layouts must hold from a phone to a wide screen (SPEC §2 breakpoints).
for (const width of [390, 768, 1280, 1536]) {
  test(`the seller layout has no horizontal scroll at ${width} px`, async ({ page }) => {
    await logInThroughApi(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/sellers/demo-seller/inventory');
    await expect(page).toHaveTitle('Inventory - Brandlens');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
