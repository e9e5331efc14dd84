import { expect, test, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';
import { ordersReport } from '../support/orders-report.ts';
import { settlementFile } from '../support/settlement-file.ts';

const SETTINGS = '/dashboard/sellers/demo-seller/settings';

async function uploadReport(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel('Report file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload report' }).click();
}

test.describe('seller settings: imports, settlements, cost of goods', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page);
  });

  test('a settlement report uploads, imports in the worker and reconciles to 0.00', async ({ page }) => {
    const settlementId = `E2E${Date.now()}`;
    await page.goto(SETTINGS);
    await uploadReport(page, `${settlementId}.txt`, settlementFile(settlementId));
    const history = page.getByRole('row', { name: new RegExp(`${settlementId}\\.txt`) });
    await expect(history.getByText('Succeeded')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Settlements' }).click();
    const row = page.getByRole('row', { name: new RegExp(settlementId) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Reconciled')).toBeVisible();
  });

  test('an All Orders report uploads in the same place and the history names it', async ({ page }) => {
    const name = `all-orders-${Date.now()}.txt`;
    const suffix = String(Date.now()).slice(-7);
    await page.goto(SETTINGS);
    await uploadReport(page, name, ordersReport([`111-9000001-${suffix}`, `111-9000002-${suffix}`]));
    await expect(page.getByText('All Orders report imported: 2 orders imported.')).toBeVisible({ timeout: 60_000 });
    const history = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
    await expect(history.getByText('All Orders report')).toBeVisible();
    await expect(history.getByText('Succeeded')).toBeVisible();
  });

  test('a file with a bad row fails, names the line, and stores nothing', async ({ page }) => {
    const settlementId = `E2EBAD${Date.now()}`;
    await page.goto(SETTINGS);
    await uploadReport(page, `${settlementId}.txt`, settlementFile(settlementId, { corruptAmountOnLine: 5 }));
    await expect(page.getByText('Nothing of this file was stored.').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Line 5/).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Settlements' }).click();
    await expect(page.getByRole('row', { name: new RegExp(settlementId) })).toHaveCount(0);
  });

  test('cost of goods: a file with a bad row lists it and stores nothing; a good file fills the table', async ({
    page,
  }) => {
    await page.goto(`${SETTINGS}?tab=cost-of-goods`);
    await expect(page.getByRole('link', { name: 'Download template' })).toBeVisible();
    const upload = (content: string) =>
      page
        .getByLabel('Cost of goods file')
        .setInputFiles({ name: 'cogs.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });

    await upload(
      'sku,unit landed cost,currency,valid from\nE2E-SKU-1,4.20,USD,2026-01-01\nE2E-SKU-2,abc,USD,2026-01-01\n',
    );
    await page.getByRole('button', { name: 'Upload cost of goods' }).click();
    await expect(page.getByText(/Row 3, column unit landed cost/i)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'E2E-SKU-1' })).toHaveCount(0);

    await upload('sku,unit landed cost,currency,valid from\nE2E-SKU-1,4.20,USD,2026-01-01\n');
    await page.getByRole('button', { name: 'Upload cost of goods' }).click();
    await expect(page.getByRole('cell', { name: 'E2E-SKU-1' })).toBeVisible();
  });
});
