import { expect, test, type APIRequest } from '@playwright/test';
import { logIn } from '../support/accounts.ts';
import { APP_URL } from '../support/ports.ts';

const ADMIN = { email: 'e2e-admin@brandlens.app', password: 'e2e-admin-password' };
const DEMO = { email: 'e2e-demo@brandlens.app', password: 'e2e-demo-password' };

/** The demo user's id, as a session of its own tells it. */
async function demoUserId(playwright: { request: APIRequest }): Promise<string> {
  const api = await playwright.request.newContext({
    baseURL: APP_URL,
    extraHTTPHeaders: { 'x-brandlens-request': '1' },
  });
  const login = await api.post('/api/auth/login', { data: { username: DEMO.email, password: DEMO.password } });
  expect(login.status()).toBe(200);
  const id = ((await login.json()) as { user: { id: string } }).user.id;
  await api.dispose();
  return id;
}

test('an admin logs in as the demo user, acts as that user, and returns to the admin area', async ({
  page,
  playwright,
}) => {
  const userId = await demoUserId(playwright);
  await page.goto('/admin-login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  // Navigated to, as the admin user page's link does: the API redirects into the app as the user.
  await page.goto(`/api/v2/admin/users/${userId}/login`);
  await expect(page).toHaveURL(/\/dashboard\/sellers\/demo-seller$/, { timeout: 20_000 });
  await expect(page.getByText('Logged in as admin')).toBeVisible();
  await expect(page.getByText(/^Viewing the account of /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Terms and Conditions' })).toHaveCount(0);

  // One action as the user: the settings are the demo user's own; a mail choice changes and is put back.
  await page.goto('/settings');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: new RegExp(DEMO.email) })).toContainText('You', { timeout: 20_000 });
  const importResults = page.getByRole('switch', { name: /Import results/ });
  const wasChecked = await importResults.isChecked();
  await importResults.click({ force: true });
  await expect(importResults).toBeChecked({ checked: !wasChecked });
  await expect(importResults).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Import results/ })).toBeChecked({ checked: !wasChecked });
  await page.getByRole('switch', { name: /Import results/ }).click({ force: true });
  await expect(page.getByRole('switch', { name: /Import results/ })).toBeChecked({ checked: wasChecked });
  await expect(page.getByRole('switch', { name: /Import results/ })).toBeEnabled();
  // The admin area stays closed to this session.
  expect((await page.request.get('/api/v2/admin/profile')).status()).toBe(403);

  // Back to the admin's own session, on the admin page of the user.
  await page.goto('/dashboard/sellers/demo-seller');
  await page.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`), { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  expect((await page.request.get('/api/v2/admin/profile')).status()).toBe(200);

  // The log in as is in the audit log.
  const audit = await page.request.get('/api/v2/admin/audit-events', {
    params: { action: 'user.login-as', targetId: userId },
  });
  expect(audit.status()).toBe(200);
  const [latest] = ((await audit.json()) as { items: Array<Record<string, unknown>> }).items;
  expect(latest).toMatchObject({
    adminEmail: ADMIN.email,
    action: 'user.login-as',
    targetType: 'user',
    targetId: userId,
    targetLabel: DEMO.email,
  });
});
