import { expect, test } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';

test.describe('pages of the built app', () => {
  test('an unknown route shows the 404 page with its title', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found - Brandlens');
  });

  test('the document starts with the default title before the app sets its own', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Seller Reporting</title>');
  });

  test('a seller page follows the title template and shows its breadcrumb', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/dashboard/sellers/demo-seller/account-health');
    await expect(page).toHaveTitle('Account Health - Brandlens');
    const breadcrumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(breadcrumbs.getByText('Dashboard')).toBeVisible();
    await expect(breadcrumbs.getByText('Demo Seller')).toBeVisible();
    await expect(breadcrumbs.getByText('Account Health')).toBeVisible();
    // Account Health is filled on the demo seller now; its empty state (connect Seller Central) is
    // covered by the page's own tests.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the error page shows status, message, support contact and a way back to the dashboard', async ({ page }) => {
    await page.goto('/error?status=500&message=The%20report%20service%20failed');
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(page.getByText('500')).toBeVisible();
    await expect(page.getByText('The report service failed')).toBeVisible();
    await expect(page.getByText(/support@brandlens\.app/).first()).toBeVisible();
    await page.getByRole('link', { name: /dashboard/i }).click();
    await expect(page).toHaveURL(/\/(dashboard|login)/);
  });

  test('the dashboard shows the live API version and database state', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('health-badge')).toHaveText(/API v\d+\.\d+\.\d+ · database up/);
  });
});

test.describe('redirects of SPEC §2', () => {
  test('brands and momentum go to brand valuation, with and without a brand', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/dashboard/sellers/demo-seller/brands');
    await expect(page).toHaveURL(/\/dashboard\/sellers\/demo-seller\/brand-valuation$/);
    await expect(page).toHaveTitle('Brand Valuation - Brandlens');
    await page.goto('/dashboard/sellers/demo-seller/momentum/acme-outdoor');
    await expect(page).toHaveURL(/\/dashboard\/sellers\/demo-seller\/brand-valuation\/acme-outdoor$/);
  });

  test('an invite link goes to sign-up with the same query, and /invites alone to the dashboard', async ({ page }) => {
    await page.goto('/invites/partner-co?token=abc&utm_source=mail');
    await expect(page).toHaveURL(/\/sign-up\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('token')).toBe('abc');
    expect(url.searchParams.get('utm_source')).toBe('mail');
    expect(url.searchParams.get('aggregator')).toBe('partner-co');
    await logInThroughApi(page);
    await page.goto('/invites');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('API on the same port', () => {
  test('health, OpenAPI and docs answer, and an unknown API path is a JSON 404', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect((await health.json()).database.status).toBe('up');
    const spec = await (await request.get('/api/openapi.json')).json();
    expect(spec.paths).toHaveProperty('/api/health');
    expect((await request.get('/api/docs/')).status()).toBe(200);
    const missing = await request.get('/api/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, message: 'This page could not be found' });
  });
});

test.describe('tenancy in the browser', () => {
  test('a seller the user may not see shows the 404 page, like one that does not exist', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/dashboard/sellers/someone-elses-seller/inventory');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a page that needs a session sends the visitor to log in', async ({ page }) => {
    await page.goto('/dashboard/sellers/demo-seller/inventory');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });
});
