import { expect, test } from '@playwright/test';
import { fbaInventoryReportText } from '../../apps/api/src/test/inventory-files.ts';
import { createActiveUser, uniqueEmail } from '../support/accounts.ts';

// A new seller sets a rule in the rules editor, uploads an FBA inventory report, and the alert the
// rule asks for is raised by the evaluation that follows the import: in the bell, in the alert list
// (one alert for the SKU past the threshold, none for the one under it), and resolved from there.

const stamp = Date.now().toString().slice(-8);
const sellerPath = (slug: string, page: string) => `/dashboard/sellers/${slug}/${page}`;

test('a rule set in the editor raises an alert after an FBA inventory upload', async ({ page }) => {
  test.setTimeout(120_000);
  const storeName = `Stockroom ${stamp}`;
  await createActiveUser(page, uniqueEmail('alerts'), storeName);
  await page.getByRole('link', { name: storeName }).click();
  await expect(page).toHaveURL(/\/dashboard\/sellers\/[^/]+\/operations-assistant/);
  const slug = new URL(page.url()).pathname.split('/')[3]!;

  // The rules editor: unsellable stock above 5 units, seller-wide.
  await page.goto(`${sellerPath(slug, 'alerts')}?tab=rules`);
  const rules = page.getByRole('table', { name: 'Seller-wide rules' });
  await rules.getByRole('textbox', { name: 'Unsellable or stranded stock threshold (units)' }).fill('5');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Alert rules saved. The alerts are checked again with them now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alerts: 0 open' })).toBeVisible({ timeout: 15_000 });

  // Settings › Imports: the FBA inventory report of today, for Amazon.com.
  const lamp = `E2E-LAMP-${stamp}`;
  const mug = `E2E-MUG-${stamp}`;
  const report = fbaInventoryReportText([
    { sku: lamp, asin: 'B0E2E00001', fulfillable: 40, unsellable: 12 },
    { sku: mug, asin: 'B0E2E00002', fulfillable: 25, unsellable: 3 },
  ]);
  await page.goto(sellerPath(slug, 'settings'));
  await page.getByLabel('Report file').setInputFiles({
    name: `inventory-${stamp}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(report),
  });
  await page.getByLabel('Marketplace').selectOption({ label: 'United States (US)' });
  await page.getByRole('button', { name: 'Upload report' }).click();
  const history = page.getByRole('row', { name: new RegExp(`inventory-${stamp}\\.txt`) });
  await expect(history.getByText('Succeeded')).toBeVisible({ timeout: 60_000 });
  await expect(history).toContainText('2 SKUs stored for');

  // The evaluation after the import raised one alert: the lamp's 12 units, not the mug's 3.
  await page.goto(sellerPath(slug, 'alerts'));
  const alerts = page.getByRole('table', { name: 'Alerts' });
  const lampAlert = alerts.getByRole('row', {
    name: new RegExp(`^Unsellable stock: ${lamp} in Amazon\\.com`),
  });
  await expect(async () => {
    await page.reload();
    await expect(lampAlert).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(lampAlert).toContainText('12');
  await expect(alerts.getByRole('row', { name: new RegExp(mug) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Alerts: 1 open' })).toBeVisible();

  // The Inventory page holds the uploaded stock.
  await page.goto(sellerPath(slug, 'inventory'));
  const stock = page.getByRole('table', { name: 'Stock recommendations' });
  await expect(stock.getByRole('row', { name: new RegExp(lamp) })).toBeVisible({ timeout: 20_000 });

  // Resolved from the list: the bell has nothing open.
  await page.goto(sellerPath(slug, 'alerts'));
  await lampAlert.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Resolve' }).click();
  await expect(lampAlert).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Alerts: 0 open' })).toBeVisible({ timeout: 15_000 });
});
