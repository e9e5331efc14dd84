import { expect, test } from '@playwright/test';
import { createActiveUser, logIn, logInThroughApi, PASSWORD, uniqueEmail } from '../support/accounts.ts';

const NEW_PASSWORD = 'e2e new passphrase 456';

test.describe('account settings', () => {
  test('a password change keeps this browser logged in and logs the other browsers out', async ({ page, browser }) => {
    const email = uniqueEmail('changer');
    await createActiveUser(page, email, 'Changer Shop');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/login');
    await logIn(other, email);
    await expect(other).toHaveURL(/\/dashboard/, { timeout: 20_000 });

    await page.goto('/settings');
    const form = page.getByRole('region', { name: 'Password' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel('Current password', { exact: true }).fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. 1 other session was logged out.')).toBeVisible({
      timeout: 20_000,
    });

    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await other.goto('/settings');
    await expect(other).toHaveURL(/\/login\?returnTo=/, { timeout: 20_000 });
    await logIn(other, email, NEW_PASSWORD);
    await expect(other).toHaveURL(/\/settings$/, { timeout: 20_000 });
    await otherContext.close();
  });

  test('the settings list the members and keep the import results mail choice', async ({ page }) => {
    const email = uniqueEmail('member');
    await createActiveUser(page, email, 'Member Shop');
    await page.goto('/settings');
    const members = page.getByRole('table', { name: 'Members' });
    // The demo history imports in the worker while the specs run: the first reads can take a while.
    await expect(members.getByRole('row', { name: new RegExp(email) })).toContainText('Member', { timeout: 20_000 });
    await expect(members.getByRole('row', { name: new RegExp(email) })).toContainText('You');

    const importResults = page.getByRole('switch', { name: /Import results/ });
    await expect(importResults).toBeChecked();
    await importResults.click({ force: true });
    await expect(importResults).not.toBeChecked();
    await expect(importResults).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Import results/ })).not.toBeChecked();
  });
});

test.describe('seller connections', () => {
  test('the Connections tab says what this server cannot connect and what to do instead', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/dashboard/sellers/demo-seller/settings?tab=connections');
    const sellerCentral = page.getByRole('region', { name: 'Amazon Seller Central' }).first();
    await expect(sellerCentral.getByText('Not connected')).toBeVisible({ timeout: 20_000 });
    // The run's app can connect Seller Central: it is configured for the stand-in for Amazon.
    await expect(sellerCentral.getByTestId('provider-notice')).toHaveCount(0);
    await expect(sellerCentral.getByRole('button', { name: 'Connect' })).toBeEnabled();

    // Amazon Advertising uses the same Login with Amazon client: connectable here too.
    const advertising = page.getByRole('region', { name: 'Amazon Advertising' });
    await expect(advertising.getByRole('button', { name: 'Connect' })).toBeEnabled();
    // Shopify stores connect from the Shopify App Store install, not from here.
    const shopify = page.getByRole('region', { name: 'Shopify (Beta)' }).first();
    await expect(shopify.getByText('Connecting Shopify (Beta) accounts is not available yet.')).toBeVisible();
    await shopify.getByRole('link', { name: 'Imports tab' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sellers\/demo-seller\/settings$/);
    await expect(page.getByLabel('Report file')).toBeVisible();
  });
});
