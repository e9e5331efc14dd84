import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cli, logInThroughApi } from '../support/accounts.ts';
import { settlementFile } from '../support/settlement-file.ts';

// The seller navbar (SPEC §2): every page one click away with the filters kept, the seller
// switcher, and the burger on phones.

const SELLER = '/dashboard/sellers/demo-seller';
// Created by the import command below in the demo organization, named after its slug.
const SECOND_SELLER = 'nav-second-seller';

// Navbar order, group by group.
const PAGES = [
  ['Operations Assistant', 'operations-assistant'],
  ['P&L Statement', 'profit-loss-statement'],
  ['Download Reports', 'reports'],
  ['Products', 'product-overview'],
  ['Inventory', 'inventory'],
  ['Advertising', 'advertising'],
  ['Weekly Insights', 'weekly-insights'],
  ['Account Health', 'account-health'],
  ['Brand Valuation', 'brand-valuation'],
  ['Settings', 'settings'],
] as const;

const sellerNav = (page: Page) => page.getByRole('navigation', { name: 'Seller pages' });
const navLink = (page: Page, name: string) => sellerNav(page).getByRole('link', { name, exact: true });

// The first page of a test waits longer: the app may still be importing the demo history.
async function openPage(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
}

async function expectOnPage(page: Page, label: string, segment: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/dashboard/sellers/demo-seller/${segment}\\?currency=USD$`));
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
  await expect(navLink(page, label)).toHaveAttribute('aria-current', 'page');
  await expect(sellerNav(page).locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe('seller navigation', () => {
  test.beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'brandlens-nav-'));
    const settlementId = `NAV${Date.now()}`;
    const file = join(dir, `${settlementId}.txt`);
    writeFileSync(file, settlementFile(settlementId));
    cli('import-settlement', '--seller', SECOND_SELLER, '--create', file);
  });

  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page);
  });

  test('every navbar link opens its page with the filters kept, and back returns through them', async ({ page }) => {
    await openPage(page, `${SELLER}/operations-assistant?currency=USD&sort=units`, 'Operations Assistant');
    await expect(navLink(page, 'Operations Assistant')).toHaveAttribute('aria-current', 'page');

    const walked = PAGES.slice(1);
    for (const [label, segment] of walked) {
      await navLink(page, label).click();
      await expectOnPage(page, label, segment);
    }

    for (const [label, segment] of [...walked].reverse().slice(1)) {
      await page.goBack();
      await expectOnPage(page, label, segment);
    }
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SELLER}/operations-assistant\\?currency=USD&sort=units$`));
    await expect(navLink(page, 'Operations Assistant')).toHaveAttribute('aria-current', 'page');
  });

  test('switching seller keeps the page and the query', async ({ page }) => {
    await openPage(page, `${SELLER}/inventory?currency=EUR&sort=units`, 'Inventory');
    const switcher = page.getByRole('combobox', { name: 'Seller' });
    await expect(switcher).toHaveValue('Demo Seller');
    await switcher.click();
    await page.getByRole('option', { name: SECOND_SELLER }).click();

    await expect(page).toHaveURL(
      new RegExp(`/dashboard/sellers/${SECOND_SELLER}/inventory\\?currency=EUR&sort=units$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(switcher).toHaveValue(SECOND_SELLER);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(SECOND_SELLER)).toBeVisible();
    await expect(navLink(page, 'Inventory')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(page, 'Advertising')).toHaveAttribute(
      'href',
      `/dashboard/sellers/${SECOND_SELLER}/advertising?currency=EUR`,
    );
  });

  test('on a phone the burger opens the navbar, and following a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `${SELLER}/inventory`, 'Inventory');
    const advertising = navLink(page, 'Advertising');
    await expect(advertising).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expect(advertising).toBeInViewport();
    await advertising.click();

    await expect(page).toHaveURL(/\/dashboard\/sellers\/demo-seller\/advertising$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Advertising' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Advertising')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Inventory')).not.toBeInViewport();
  });

  test('on a wide screen the navbar folds away and stays so after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `${SELLER}/reports`, 'Download Reports');
    await expect(navLink(page, 'Download Reports')).toBeInViewport();
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(navLink(page, 'Download Reports')).not.toBeInViewport();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Download Reports' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await expect(navLink(page, 'Download Reports')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(navLink(page, 'Download Reports')).toBeInViewport();
  });
});
