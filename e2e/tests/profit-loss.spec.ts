import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInThroughApi } from '../support/accounts.ts';

const OPERATIONS = '/dashboard/sellers/demo-seller/operations-assistant';

test.describe('Operations Assistant on the demo seller', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await logInThroughApi(page);
    // The demo history (settlements, then orders reports) is imported by the worker after the first
    // start; wait for it, which may take longer than a test when this spec runs first.
    testInfo.setTimeout(testInfo.timeout + 120_000);
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
  });

  test('switch currency, open a cell, download the XLSX and read it back', async ({ page }) => {
    await page.goto(OPERATIONS);
    const statement = page.getByRole('table', { name: 'Profit and loss statement' });
    await expect(statement).toBeVisible({ timeout: 30_000 });

    // The demo user reports in EUR by default; switch to USD.
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await expect(page).toHaveURL(/currency=USD/);
    await expect(statement.getByText(/\$|USD/).first()).toBeVisible();

    await statement
      .getByRole('button', { name: /^Net sales, / })
      .first()
      .click();
    const rows = page.getByRole('table', { name: 'Ledger rows' });
    await expect(rows).toBeVisible();
    await expect(rows.getByRole('row').nth(1)).toBeVisible();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'XLSX' }).click(),
    ]);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    const file = await readFile(path);
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('Profit and loss');
    const keys: string[] = [];
    sheet?.eachRow((row) => keys.push(String(row.getCell(1).value)));
    expect(keys).toContain('netSales');
    expect(keys).toContain('totalEbitda');
    expect(keys.join(' ')).toContain('currency: USD');
  });

  test('the order-date basis says how rows were dated and opens the rows it put in a month', async ({ page }) => {
    await page.goto(`${OPERATIONS}?currency=USD`);
    const statement = page.getByRole('table', { name: 'Profit and loss statement' });
    await expect(statement).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Basis' }).click();
    await page.getByRole('option', { name: 'Order date' }).click();
    await expect(page).toHaveURL(/basis=order/);
    const note = page.getByTestId('order-basis-note');
    await expect(note).toBeVisible();
    // The demo leaves a few orders out of its orders reports: they fall back to their posted date.
    await expect(note).toContainText('count on their order date');
    await expect(note).toContainText('count on their posted date instead');
    await statement
      .getByRole('button', { name: /^Net sales, / })
      .first()
      .click();
    const rows = page.getByRole('table', { name: 'Ledger rows' });
    await expect(rows.getByRole('row').nth(1)).toBeVisible();
  });
});
