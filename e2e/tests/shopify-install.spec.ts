import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { mailsTo } from '../support/mail.ts';

/** A session token as the Shopify app install sends it; the stand-in auth service accepts signature 'valid'. */
const installToken = (shop: string, signature = 'valid', app = 'sellerSync') =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ dest: `https://${shop}`, app })).toString('base64url')}.${signature}`;

test.describe('Shopify install', () => {
  test('install → token verified by the server → sign-up with the store → dashboard with the Shopify seller', async ({
    page,
  }) => {
    const shop = `e2e-${Date.now().toString(36)}.myshopify.com`;
    const email = uniqueEmail('shopify');
    await page.goto(`/shopify-auth?token=${installToken(shop)}`);
    await expect(page).toHaveURL(/\/shopify-sign-up\?shop=/);
    await expect(page.getByTestId('shopify-shop')).toHaveText(shop);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Store name (optional)').fill('Harbour Goods');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/dashboard/);
    await page.getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    await expect(page.getByRole('link', { name: /Harbour Goods/ })).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toContain('Confirm your email address for Brandlens');

    // The same install link again: the store now belongs to an account, so it is the login that links.
    await page.context().clearCookies();
    await page.goto(`/shopify-auth?token=${installToken(shop)}`);
    await expect(page).toHaveURL(/\/shopify-login\?shop=/);
  });

  test('a token the auth service refuses, or one of another app, ends on the authorizations error page', async ({
    page,
  }) => {
    await page.goto(`/shopify-auth?token=${installToken('e2e-refused.myshopify.com', 'forged')}`);
    await expect(page).toHaveURL(/\/authorizations\/error/);
    await expect(page.getByTestId('error-message')).toHaveText('invalid JWT');
    await page.goto(`/shopify-auth?token=${installToken('e2e-other.myshopify.com', 'valid', 'otherApp')}`);
    await expect(page.getByTestId('error-message')).toHaveText('Unsupported app');
  });
});
