import { expect, test, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';
import { ordersReport } from '../support/orders-report.ts';
import { settlementFile } from '../support/settlement-file.ts';
import { archiveFileText, type ArchiveSettlement } from '@brandlens/reporting-core/testing';

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

  test('a V1 archive with quantity rows imports whole; a cut settlement is flagged everywhere until its complete file replaces it', async ({
    page,
  }) => {
    const stamp = String(Date.now()).slice(-9);
    const archive = (settlementId: string, extra: Partial<ArchiveSettlement> = {}): ArchiveSettlement => ({
      settlementId,
      currency: 'CAD',
      marketplaceName: 'Amazon.ca',
      items: [
        {
          kind: 'Order',
          orderId: `702-${stamp.slice(-7)}-1000001`,
          orderItemCode: `${stamp}1`,
          sku: 'TG-TENT-1',
          quantity: 2,
          principal: 9998,
          commission: -1500,
          fbaFee: -1024,
          digitalServicesFee: -30,
          shippingChargeback: -499,
          shipping: 499,
          shippingPromotion: -499,
        },
      ],
      adFees: [{ fee: -2500, tax: -325 }],
      accountRows: [
        { type: 'Subscription Fee', cents: -3999 },
        { type: 'WAREHOUSE_DAMAGE', cents: 1250, sku: 'TG-TENT-1', quantity: 1 },
      ],
      emptyRows: 2,
      ...extra,
    });
    const whole = archive(`9${stamp}1`);
    const cutWhole = archive(`9${stamp}2`);
    const cut = { ...cutWhole, accountRows: [], totalOffset: -2749 };
    await page.goto(SETTINGS);
    await uploadReport(page, `archive-${stamp}.txt`, archiveFileText([whole, cut], 'v1-36'));
    await expect(page.getByText('Settlement report imported: 2 settlements imported.')).toBeVisible({
      timeout: 60_000,
    });
    const notice = page.getByRole('list', { name: `Settlements of archive-${stamp}.txt that do not reconcile` });
    await expect(notice.getByText(`Settlement ${cutWhole.settlementId}: total`)).toContainText(
      'difference -CAD\u00a027.49',
    );
    await page.getByRole('tab', { name: 'Settlements' }).click();
    await expect(page.getByRole('row', { name: new RegExp(whole.settlementId) }).getByText('Reconciled')).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(cutWhole.settlementId) }).getByText('Not reconciled: -CAD\u00a027.49'),
    ).toBeVisible();

    await page.goto('/dashboard/sellers/demo-seller/operations-assistant');
    await expect(
      page.getByRole('list', { name: 'Actions' }).getByText(`Settlement ${cutWhole.settlementId} does not reconcile`),
    ).toBeVisible({ timeout: 30_000 });

    await page.goto(SETTINGS);
    await uploadReport(page, `complete-${stamp}.txt`, archiveFileText([cutWhole], 'v1-36'));
    await expect(page.getByText('Settlement report imported: 1 settlement imported.')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Settlements' }).click();
    await expect(
      page.getByRole('row', { name: new RegExp(cutWhole.settlementId) }).getByText('Reconciled'),
    ).toBeVisible();
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
