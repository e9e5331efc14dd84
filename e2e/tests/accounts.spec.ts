import { expect, test } from '@playwright/test';
import { cli, createActiveUser, logIn, PASSWORD, signUp, uniqueEmail } from '../support/accounts.ts';
import { linkFromMail, mailsTo } from '../support/mail.ts';

test.describe('accounts, end to end with real mail', () => {
  test('sign-up → verification mail → link → flash → login → terms → dashboard', async ({ page }) => {
    const email = uniqueEmail('founder');
    await signUp(page, email, { storeName: 'Trailhead Gear' });
    const link = await linkFromMail(email, /Confirm your email address/, '/login');
    await page.goto(link);
    await expect(page.getByText('Your account is now activated.')).toBeVisible();
    await expect(page).not.toHaveURL(/evt=/);
    await logIn(page, email);
    const terms = page.getByRole('dialog');
    await expect(terms.getByText(/Autopilot is now Brandlens/)).toBeVisible();
    await terms.getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    await expect(terms).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('link', { name: /Trailhead Gear/ })).toBeVisible();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Welcome to Brandlens');
    // The flash is shown once only.
    await page.reload();
    await expect(page.getByText('Your account is now activated.')).toHaveCount(0);
  });

  test('a login failure says Invalid session', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'nobody@example.test', 'wrong password');
    await expect(page.getByText('Invalid session')).toBeVisible();
  });

  test('password reset by mail', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    await createActiveUser(page, email);
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.goto(await linkFromMail(email, /Reset your Brandlens password/, '/reset-password'));
    await page.getByLabel('Password', { exact: true }).fill('a fresh password');
    await page.getByLabel('Confirm password').fill('a fresh password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // The form opens the login page once the reset is done; going there first could cancel it.
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, email, 'a fresh password');
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('inviting a mix of new and registered addresses, and the invitee joining', async ({ page, browser }) => {
    const owner = uniqueEmail('owner');
    const registered = uniqueEmail('registered');
    const invitee = uniqueEmail('invitee');
    const other = await browser.newContext();
    await createActiveUser(await other.newPage(), registered);
    await other.close();

    await createActiveUser(page, owner, 'Invite Co');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Invite User to/)).toBeVisible();
    await dialog.getByRole('textbox').first().fill(invitee);
    await dialog.getByRole('button', { name: /add another/i }).click();
    await dialog.getByRole('textbox').nth(1).fill(registered);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`These emails already have an account: ${registered}`)).toBeVisible();

    const invitation = await linkFromMail(invitee, /invited you/, '/sign-up');
    const inviteePage = await (await browser.newContext()).newPage();
    await inviteePage.goto(invitation);
    await expect(inviteePage.getByLabel('Email', { exact: true })).toHaveValue(invitee);
    await inviteePage.getByLabel('First name').fill('Ivy');
    await inviteePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await inviteePage.getByLabel('Confirm password').fill(PASSWORD);
    await inviteePage.getByRole('button', { name: 'Sign up' }).click();
    // Waits for the sign-up's answer: leaving the page first could cancel the request.
    await inviteePage.getByRole('link', { name: 'Go to log in' }).click();
    await logIn(inviteePage, invitee);
    await inviteePage.getByRole('button', { name: 'Accept Terms and Conditions' }).click();
    await inviteePage.getByRole('button', { name: 'User menu' }).click();
    await expect(inviteePage.getByRole('menu').getByText('Invite Co')).toBeVisible();
    expect((await mailsTo(owner)).map((mail) => mail.subject).join()).toContain('joined Invite Co');
  });

  test('an operations user sees the badge, no invite, and a disabled UPGRADE', async ({ page }) => {
    const email = uniqueEmail('ops');
    await createActiveUser(page, email);
    cli('set-user-role', '--email', email, '--role', 'OPERATIONS');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText('Operations User')).toBeVisible();
    await expect(page.getByRole('button', { name: 'UPGRADE' })).toBeDisabled();
  });

  test('logging out in one tab logs out the other', async ({ page }) => {
    const email = uniqueEmail('tabs');
    await createActiveUser(page, email);
    const second = await page.context().newPage();
    await second.goto('/dashboard');
    await expect(second).toHaveURL(/\/dashboard/);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(second).toHaveURL(/\/login/);
  });

  test('after the session expires, login returns to the page the user was on', async ({ page }) => {
    const email = uniqueEmail('returner');
    await createActiveUser(page, email, 'Return Shop');
    await page.context().clearCookies();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('an admin logs in at /admin-login and sees the admin banner', async ({ page }) => {
    await page.goto('/admin-login');
    await logIn(page, 'e2e-admin@brandlens.app', 'e2e-admin-password');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/dashboard');
    await expect(page.getByText('Logged in as admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept Terms and Conditions' })).toHaveCount(0);
  });
});
