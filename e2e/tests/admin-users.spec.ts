import { expect, test, type Page } from '@playwright/test';
import { createActiveUser, logIn, uniqueEmail } from '../support/accounts.ts';

// The admin users pages end to end: the demo user's detail follows a change of their
// organization's plan, and deleting a throwaway user ends that user's own browser session.

const ADMIN = { email: 'e2e-admin@brandlens.app', password: 'e2e-admin-password' };
const DEMO_EMAIL = 'e2e-demo@brandlens.app';
const WRITE_HEADERS = { 'x-brandlens-request': '1' };

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Finds the user through the list's search and opens their page. */
async function openUser(page: Page, email: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('rowheader')).toHaveCount(1, { timeout: 20_000 });
  await table.getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
}

test("a change of the demo organization's plan shows in the demo user's plan badge", async ({ page }) => {
  await logInAsAdmin(page);
  await openUser(page, DEMO_EMAIL);
  const organization = page.getByRole('region', { name: 'Organization' });
  await expect(organization.getByLabel('Plan: Free')).toBeVisible({ timeout: 20_000 });
  const userId = page.url().split('/').at(-1) ?? '';
  const user = await page.request.get(`/api/v2/admin/users/${userId}`);
  const organizationId = ((await user.json()) as { organization: { id: string } }).organization.id;

  const setPlan = async (plan: 'ENTERPRISE' | 'DEFAULT') => {
    const response = await page.request.patch(`/api/v2/admin/organizations/${organizationId}/plan`, {
      data: { plan },
      headers: WRITE_HEADERS,
    });
    expect(response.status()).toBe(200);
  };
  await setPlan('ENTERPRISE');
  try {
    await page.reload();
    await expect(organization.getByLabel('Plan: Enterprise')).toBeVisible({ timeout: 20_000 });
    // The list shows the organization's plan too.
    await page.goto(`/admin/users?search=${encodeURIComponent(DEMO_EMAIL)}`);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(DEMO_EMAIL) });
    await expect(row.getByLabel('Plan: Enterprise')).toBeVisible({ timeout: 20_000 });
  } finally {
    await setPlan('DEFAULT');
  }
});

test("deleting a user sends that user's open session to the login page", async ({ page, browser }) => {
  const email = uniqueEmail('deleted');
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await createActiveUser(userPage, email);

  await logInAsAdmin(page);
  await openUser(page, email);
  await expect(page.getByText('1 session')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText(`${email} will be deleted and logged out everywhere.`);
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 20_000 });
  await expect(page.getByText(`${email} was deleted and their sessions were revoked.`)).toBeVisible();
  const gone = await page.request.get('/api/v2/admin/users', { params: { search: email } });
  expect(((await gone.json()) as { items: unknown[] }).items).toHaveLength(0);

  // The deleted user's browser: its session is gone, so the app asks them to log in.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/, { timeout: 20_000 });
  await userContext.close();
});
