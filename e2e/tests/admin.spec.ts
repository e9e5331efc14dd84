import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts.ts';

// The admin area end to end: find the demo organization, change its plan (confirmed), see the
// badge and the audit log follow, then put the plan back the same way.

const ADMIN = { email: 'e2e-admin@brandlens.app', password: 'e2e-admin-password' };
const DEMO_ORGANIZATION = { name: 'Demo Brands', slug: 'demo-brands' };

test('an admin finds the demo organization, changes its plan and sees it in the audit log', async ({ page }) => {
  await page.goto('/admin-login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(DEMO_ORGANIZATION.slug);
  // The search goes to the URL after a pause, and the list follows it.
  await expect(page).toHaveURL(/[?&]q=demo-brands/);
  const table = page.getByRole('table', { name: 'Organizations' });
  await table.getByRole('link', { name: DEMO_ORGANIZATION.name }).click();
  await expect(page).toHaveURL(/\/admin\/organizations\/demo-brands$/);
  await expect(page.getByRole('heading', { name: DEMO_ORGANIZATION.name })).toBeVisible();
  await expect(page.getByLabel('Plan: Free')).toBeVisible();

  const changePlan = async (label: 'Paid' | 'Free') => {
    await page.getByRole('combobox', { name: 'New plan' }).click();
    await page.getByRole('option', { name: label }).click();
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the plan?' });
    await dialog.getByRole('button', { name: `Change to ${label}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(`Plan: ${label}`)).toBeVisible();
  };

  await changePlan('Paid');
  // Stored, not only shown: a reload reads it back.
  await page.reload();
  await expect(page.getByLabel('Plan: Paid')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Action' }).fill('organization.plan');
  await page.getByRole('combobox', { name: 'Action' }).blur();
  await expect(page).toHaveURL(/action=organization\.plan/);
  const latest = page
    .getByRole('table', { name: 'Audit events' })
    .getByRole('row', { name: /organization\.plan/ })
    .first();
  // The audit log names an organization by its slug.
  await expect(latest.getByRole('link', { name: DEMO_ORGANIZATION.slug })).toBeVisible();
  await expect(latest).toContainText('plan: DEFAULT → PAID');
  await expect(latest).toContainText(ADMIN.email);

  await latest.getByRole('link', { name: DEMO_ORGANIZATION.slug }).click();
  await expect(page.getByRole('heading', { name: DEMO_ORGANIZATION.name })).toBeVisible();
  await changePlan('Free');
});
