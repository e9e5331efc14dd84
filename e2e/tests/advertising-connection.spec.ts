import { expect, test, type Page } from '@playwright/test';
import type { TAdSyncStatus } from '@brandlens/contracts';
import { fakeDailyFigures } from '../../apps/api/src/test/fake-amazon-ads-seed.ts';
import { createActiveUser, uniqueEmail } from '../support/accounts.ts';
import { addAdvertiser, resetFakeAmazon } from '../support/fake-amazon-control.ts';
import { SELLER_CENTRAL } from '../support/ports.ts';

// A new seller connects Amazon Advertising through the stand-in for Amazon (support/fake-amazon-server.ts):
// Login with Amazon's consent page, back to the Connections tab with the account's only profile chosen,
// the first sync (60 days of reports, PENDING on the first look, downloaded on the next), and the
// Advertising page filled with the spend the fake's reports held.

const DAY_MS = 86_400_000;
/** Yesterday in Los Angeles, the profile's zone: the last day the sync asks Amazon for. */
const todayInLosAngeles = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
const lastDay = new Date(Date.parse(`${todayInLosAngeles}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
const FIGURES = fakeDailyFigures(lastDay, 60);

/** Sum of the figures' spend in the 30 days shown, in cents, as the page writes it. */
const shownSpend = () => {
  const cents = FIGURES.filter((entry) => entry.day >= firstDay).reduce(
    (total, entry) => total + Math.round(Number(entry.cost) * 100),
    0,
  );
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(
    cents / 100,
  );
};

async function adSyncStatus(page: Page, slug: string): Promise<TAdSyncStatus> {
  const response = await page.request.get(`/api/v2/sellers/${slug}/advertising/amazon/sync`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TAdSyncStatus;
}

test.describe.serial('Amazon Advertising connection, end to end with a stand-in for Amazon', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    await resetFakeAmazon();
    await addAdvertiser(lastDay, 60);
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('connect, consent, the first sync, then the Advertising page filled', async () => {
    test.setTimeout(180_000);
    const storeName = `Lampads ${Date.now().toString().slice(-8)}`;
    await createActiveUser(page, uniqueEmail('advertising'), storeName);
    await page.getByRole('link', { name: storeName }).click();
    await expect(page).toHaveURL(/\/dashboard\/sellers\/[^/]+\/operations-assistant/);
    const slug = new URL(page.url()).pathname.split('/')[3]!;

    // Settings → Connections → Amazon Advertising → Connect → region → Login with Amazon → Allow → back.
    await page.goto(`/dashboard/sellers/${slug}/settings?tab=connections`);
    const card = page.getByRole('region', { name: 'Amazon Advertising' });
    await card.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Amazon Advertising' });
    await dialog.getByRole('radio', { name: /North America/ }).check();
    await dialog.getByRole('button', { name: 'Continue to Amazon' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SELLER_CENTRAL.url}/ap/oa\\?`));
    await expect(page.getByRole('heading', { name: /access your Amazon Advertising account/ })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/sellers/${slug}/settings\\?tab=connections$`), {
      timeout: 20_000,
    });
    await expect(page.getByText('Your Amazon Advertising account is connected.')).toBeVisible();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    // The account's only profile is chosen at once, and its first sync is under way.
    const profiles = card.getByRole('region', { name: 'Advertiser profiles' });
    await expect(profiles.getByRole('checkbox', { name: /Lamplight US/ })).toBeChecked();

    // Amazon makes the reports: PENDING on the first look, the job comes back and downloads them.
    await expect
      .poll(
        async () => {
          const status = await adSyncStatus(page, slug);
          return { status: status.status, lastError: status.lastError, coverage: status.coverage };
        },
        { timeout: 120_000 },
      )
      .toEqual({
        status: 'idle',
        lastError: null,
        coverage: [{ marketplaceId: 'ATVPDKIKX0DER', source: 'api', firstDay: FIGURES[0]!.day, lastDay }],
      });
    await expect(card.getByTestId('ad-sync-status')).not.toContainText('Error', { timeout: 15_000 });

    // The Advertising page over the last 30 days synced, in the profile's currency.
    await page.goto(`/dashboard/sellers/${slug}/advertising?currency=USD&period=${firstDay}..${lastDay}`);
    await expect(page.getByTestId('kpi-spend')).toContainText(shownSpend(), { timeout: 20_000 });
    const campaigns = page.getByRole('table', { name: 'Advertising campaigns' });
    for (const name of ['Lamps — exact', 'Mugs — exact', 'Brand — store', 'Display — remarketing'])
      await expect(campaigns.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  });
});
