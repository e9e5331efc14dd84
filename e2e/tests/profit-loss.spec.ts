import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInThroughApi } from '../support/accounts.ts';

const OPERATIONS = '/dashboard/sellers/demo-seller/operations-assistant';
const STATEMENT_PER_PRODUCT = '/dashboard/sellers/demo-seller/profit-loss-statement';

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
      .getByRole('button', { name: /, Net sales, / })
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
      .getByRole('button', { name: /, Net sales, / })
      .first()
      .click();
    const rows = page.getByRole('table', { name: 'Ledger rows' });
    await expect(rows.getByRole('row').nth(1)).toBeVisible();
  });

  test('the product table sorts, hides a column, keeps its first column, header and totals in view and exports every product as XLSX', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 720 });
    await page.goto(STATEMENT_PER_PRODUCT);
    const table = page.getByRole('table', { name: 'Profit and loss per product' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    // Marketplaces by flag and name, never by their Amazon id.
    await expect(table.getByRole('img', { name: 'United States' }).first()).toBeVisible();
    await expect(table.getByText('ATVPDKIKX0DER')).toHaveCount(0);

    await table.getByRole('button', { name: 'CM3' }).click();
    await expect(page).toHaveURL(/sort=contributionMargin3/);
    await expect(table.getByRole('columnheader', { name: 'CM3' })).toHaveAttribute('aria-sort', 'descending');

    // Scrolled to the far right and bottom, the first column, the header and the totals stay in the box.
    const region = page.getByRole('region', { name: 'Profit and loss per product, scrollable' });
    await region.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    const box = (await region.boundingBox())!;
    const firstHeader = (await table.getByRole('columnheader', { name: 'SKU' }).boundingBox())!;
    const lastHeader = (await table.getByRole('columnheader', { name: 'CM3' }).boundingBox())!;
    const totals = (await page.getByTestId('totals-row').boundingBox())!;
    const firstRowHeader = (await table.locator('tbody th[scope="row"]').first().boundingBox())!;
    expect(Math.abs(firstHeader.x - box.x)).toBeLessThan(3);
    expect(Math.abs(firstHeader.y - box.y)).toBeLessThan(3);
    expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(totals.y + totals.height).toBeLessThanOrEqual(box.y + box.height + 1);
    expect(totals.y).toBeGreaterThan(box.y);
    expect(Math.abs(firstRowHeader.x - box.x)).toBeLessThan(3);

    // The column choice: Title hidden, in the table and in what the export writes.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Columns of Profit and loss per product' }).getByLabel('Title').uncheck();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveCount(0);

    const totalsLabel = (await page.getByTestId('totals-row').getByRole('rowheader').textContent()) ?? '';
    const productCount = Number(/\((\d+) products\)/.exec(totalsLabel)?.[1]);
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^profit-loss-products-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await readFile(await download.path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet(1)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['SKU', 'ASIN', 'Brand', 'Marketplace']);
    expect(header).toContain('Net sales (EUR)');
    // Every product of the filter (not only the page on screen), then the totals.
    expect(sheet.rowCount).toBe(productCount + 2);
    expect(sheet.getRow(productCount + 2).getCell(1).value).toBe(totalsLabel);
    const netSales = header.indexOf('Net sales (EUR)') + 1;
    expect(typeof sheet.getRow(2).getCell(netSales).value).toBe('number');
    const cm3 = header.indexOf('CM3 (EUR)') + 1;
    const cm3Values = Array.from({ length: productCount }, (_, index) =>
      Number(sheet.getRow(index + 2).getCell(cm3).value),
    );
    expect(cm3Values).toEqual([...cm3Values].sort((a, b) => b - a));
  });
});
