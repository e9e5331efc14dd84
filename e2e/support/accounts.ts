import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail.ts';

export const PASSWORD = 'e2e password 123';

let counter = 0;
/** A fresh address per call, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Runs an operator command of `npm run cli` against the running app's embedded database. */
export function cli(...args: string[]): string {
  return cliWithEnv({}, ...args);
}

/** The same, with settings of the app's environment the command needs (the Amazon ones for sync-seller). */
export function cliWithEnv(env: Record<string, string>, ...args: string[]): string {
  const cliPath = fileURLToPath(new URL('../../apps/api/src/cli.ts', import.meta.url));
  return execFileSync(process.execPath, [cliPath, ...args], {
    env: { ...process.env, ...env, DATABASE_URL: '', DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
}

export async function signUp(page: Page, email: string, options: { storeName?: string } = {}): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Endtoend');
  if (options.storeName) await page.getByLabel('Store name (optional)').fill(options.storeName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The demo history imports in the worker on the same embedded database while the first specs run.
  await expect(page.getByText(/check your inbox/i)).toBeVisible({ timeout: 20_000 });
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs up, follows the verification mail, logs in and accepts the terms: a user on the dashboard. */
export async function createActiveUser(page: Page, email: string, storeName?: string): Promise<void> {
  await signUp(page, email, storeName ? { storeName } : {});
  await page.goto(await linkFromMail(email, /Confirm your email address/, '/login'));
  await expect(page.getByText('Your account is now activated.')).toBeVisible({ timeout: 20_000 });
  await logIn(page, email);
  await page.getByRole('button', { name: 'Accept Terms and Conditions' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
}

/** Logs the page's browser context in through the API, as the demo user unless told otherwise. */
export async function logInThroughApi(
  page: Page,
  email = 'e2e-demo@brandlens.app',
  password = 'e2e-demo-password',
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { username: email, password },
    headers: { 'x-brandlens-request': '1' },
  });
  expect(response.status()).toBe(200);
}
