import {
  overallBrandScore,
  scoreIndicator,
  type BrandScoreIndicator,
  type ScoreBucket,
} from '@brandlens/reporting-core';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/accounts.ts';

const SELLER = '/dashboard/sellers/demo-seller';
const VALUATION = `${SELLER}/brand-valuation`;
const GROUP = { name: 'Outdoor Kitchen', slug: 'outdoor-kitchen', brandKeys: ['Trailhead Gear', 'Kitchen Kind'] };

/** The demo history is imported by the worker after the first start; wait for it. */
async function waitForDemoImports(page: Page): Promise<void> {
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
}

/** Leaves no configuration of an earlier, interrupted run behind. */
async function deleteGroup(page: Page): Promise<void> {
  const path = '/api/v2/sellers/demo-seller/brand-configurations';
  const body = (await (await page.request.get(path)).json()) as {
    brandConfigurations: Array<{ id: string; slug: string }>;
  };
  for (const configuration of body.brandConfigurations.filter((entry) => entry.slug === GROUP.slug)) {
    await page.request.delete(`${path}/${configuration.id}`, { headers: { 'x-brandlens-request': '1' } });
  }
}

/** Every indicator card's bucket as the page shows it ('none' without data). */
async function shownScores(page: Page): Promise<Partial<Record<BrandScoreIndicator, ScoreBucket | null>>> {
  const cards = page.locator('article[data-indicator]');
  const scores: Partial<Record<BrandScoreIndicator, ScoreBucket | null>> = {};
  for (const card of await cards.all()) {
    const indicator = (await card.getAttribute('data-indicator')) as BrandScoreIndicator;
    const score = await card.getAttribute('data-score');
    scores[indicator] = score === 'none' || score === null ? null : (Number(score) as ScoreBucket);
  }
  return scores;
}

// Scoring reads the whole trailing year of the demo ledger; on the embedded database one read takes
// seconds, and writes wait behind those reads, so these tests allow for it.
const SLOW = { timeout: 90_000 };

test.describe('Brand Valuation on the demo seller', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page);
    await waitForDemoImports(page);
    await deleteGroup(page);
  });

  test('a what-if value moves the indicator bucket and the overall score, and resets', async ({ page }) => {
    await page.goto(SELLER);
    await expect(page).toHaveTitle('Brand Valuation - Brandlens');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Valuation' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Trailing period' })).toHaveValue('Trailing 12 Months');

    const card = page.getByRole('article', { name: 'Return Rate' });
    await expect(card).toBeVisible(SLOW);
    await expect(card.getByTestId('indicator-value')).toHaveText(/^\d+(\.\d+)? %\*?$/);
    const scores = await shownScores(page);
    expect(Object.keys(scores)).toHaveLength(15);
    const overall = page.getByTestId('overall-score').first();
    const actualOverall = await overall.getAttribute('data-score');
    expect(actualOverall).toBe(String(overallBrandScore(scores) ?? 'none'));

    // Move the return rate to the other end of the table so the mean cannot round back.
    const typed = (scores.returnRate ?? 0) >= 50 ? '10' : '1';
    const bucket = scoreIndicator('returnRate', typed);
    await card.getByLabel('What-if Return Rate').fill(typed);
    await expect(card.getByLabel(`What-if score ${bucket} of 100`)).toBeVisible();
    const expected = overallBrandScore({ ...scores, returnRate: bucket });
    const whatIf = page.getByTestId('what-if-overall-score');
    await expect(whatIf).toHaveAttribute('data-score', String(expected));
    expect(String(expected)).not.toBe(actualOverall);
    await expect(page.getByText(/This is a what-if/)).toBeVisible();
    // The saved score does not move.
    await expect(overall).toHaveAttribute('data-score', String(actualOverall));

    await page.getByRole('button', { name: 'Reset what-if values' }).click();
    await expect(whatIf).toHaveCount(0);
    await expect(card.getByLabel('What-if Return Rate')).toHaveValue('');

    // Period and currency stay in the URL.
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await expect(page).toHaveURL(/period=trailing12Months&currency=USD/);
    await expect(page.getByTestId('valuation-period')).toContainText('money in USD', SLOW);
  });

  test('a brand configuration regroups the overview, and deleting it ungroups', async ({ page }) => {
    await page.goto(VALUATION);
    const brands = page.getByRole('table', { name: 'Brands' });
    await expect(brands.getByRole('link', { name: 'Trailhead Gear' })).toBeVisible(SLOW);
    await expect(brands.getByRole('link', { name: 'Kitchen Kind' })).toBeVisible();
    await expect(brands.getByRole('link', { name: GROUP.name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Brand configurations' }).click();
    await page.getByRole('dialog', { name: 'Brand configurations' }).getByRole('button', { name: 'New brand' }).click();
    const form = page.getByRole('dialog', { name: 'New brand configuration' });
    await form.getByLabel('Name').fill(GROUP.name);
    await expect(form.getByLabel('Slug')).toHaveValue(GROUP.slug);
    for (const key of GROUP.brandKeys) {
      await form.getByRole('combobox', { name: 'Catalog brands' }).click();
      await page.getByRole('option', { name: key, exact: true }).click();
    }
    // The list of brands stays open for more picks until the user clicks elsewhere.
    await form.getByLabel('Name').click();
    await expect(page.getByRole('option', { name: GROUP.brandKeys[0], exact: true })).toBeHidden();
    await form.getByRole('button', { name: 'Create brand' }).click();
    const list = page.getByRole('dialog', { name: 'Brand configurations' });
    await expect(list.getByRole('listitem', { name: GROUP.name })).toBeVisible(SLOW);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);

    await expect(brands.getByRole('link', { name: GROUP.name })).toBeVisible(SLOW);
    await expect(brands.getByRole('link', { name: 'Trailhead Gear' })).toHaveCount(0);
    await expect(brands.getByRole('link', { name: 'Kitchen Kind' })).toHaveCount(0);
    await expect(brands.getByRole('link', { name: 'Lumen Home' })).toBeVisible();

    // The configured brand has its own page under its slug.
    await brands.getByRole('link', { name: GROUP.name }).click();
    await expect(page).toHaveURL(new RegExp(`/brand-valuation/${GROUP.slug}\\?period=trailing12Months$`));
    await expect(page.getByRole('heading', { level: 2, name: GROUP.name })).toBeVisible(SLOW);
    await expect(page.getByRole('article', { name: 'Return Rate' })).toBeVisible();

    await page.getByRole('link', { name: 'All brands' }).click();
    await page.getByRole('button', { name: 'Brand configurations' }).click();
    await list.getByRole('button', { name: `Delete ${GROUP.name}` }).click();
    await list.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(list.getByRole('listitem', { name: GROUP.name })).toHaveCount(0, SLOW);
    await page.keyboard.press('Escape');
    await expect(brands.getByRole('link', { name: 'Trailhead Gear' })).toBeVisible(SLOW);
    await expect(brands.getByRole('link', { name: 'Kitchen Kind' })).toBeVisible();
    await expect(brands.getByRole('link', { name: GROUP.name })).toHaveCount(0);
  });

  test('the old momentum link of a brand lands on its brand valuation page', async ({ page }) => {
    await page.goto(`${SELLER}/momentum/${encodeURIComponent('Lumen Home')}`);
    await expect(page).toHaveURL(new RegExp(`${VALUATION}/Lumen%20Home$`), SLOW);
    await expect(page.getByRole('heading', { level: 2, name: 'Lumen Home' })).toBeVisible(SLOW);
    await page.goto(`${SELLER}/brands`);
    await expect(page).toHaveURL(new RegExp(`${VALUATION}$`), SLOW);
    await expect(page.getByRole('table', { name: 'Brands' })).toBeVisible(SLOW);
  });
});
