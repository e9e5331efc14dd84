import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { adminShell, adminUser, adminUserDetail, emailSettingsCatalogue } from '../test/admin-user-fixtures';

const user = adminUserDetail(7, { firstName: 'Bruno', lastName: 'Diaz', email: 'bruno@acme.test' });
const base = `/v2/admin/users/${user.id}`;
const settings = { dailyAlertSummary: true, weeklyInsights: false, productNews: false, importResults: true };

function stubUser(extra: Record<string, unknown> = {}) {
  return stubApi({
    ...adminShell,
    [`GET ${base}`]: user,
    [`GET ${base}/email-settings`]: { emailSettings: settings },
    'GET /v2/admin/email-settings': emailSettingsCatalogue,
    'GET /v2/admin/users': { items: [adminUser(1)], nextCursor: null },
    'GET /v2/admin/organizations': { items: [], nextCursor: null },
    ...extra,
  });
}

describe('admin user detail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile, sessions, the organization with its plan badge and the log-in-as link', async () => {
    stubUser();
    renderApp(`/admin/users/${user.id}`);
    expect(await screen.findByRole('heading', { name: 'Bruno Diaz' })).toBeTruthy();
    expect(screen.getByText('2 sessions')).toBeTruthy();
    expect(screen.getByText('4 May 2026, 12:30 UTC')).toBeTruthy();
    const organization = screen.getByRole('region', { name: 'Organization' });
    expect(within(organization).getByRole('link', { name: 'Acme Org' }).getAttribute('href')).toBe(
      '/admin/organizations/acme-org',
    );
    expect(within(organization).getByLabelText('Plan: Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in as this user' }).getAttribute('href')).toBe(
      `/api/v2/admin/users/${user.id}/login`,
    );
    const emailSettings = screen.getByRole('region', { name: 'Email settings' });
    await waitFor(() => expect(within(emailSettings).getAllByRole('switch')).toHaveLength(4));
    expect(
      within(emailSettings)
        .getAllByRole('switch')
        .map((input) => (input as HTMLInputElement).checked),
    ).toEqual([true, false, false, true]);
  });

  it('offers no log in as and no delete for an admin, and says why', async () => {
    stubUser({ [`GET ${base}`]: { ...user, isAdmin: true } });
    renderApp(`/admin/users/${user.id}`);
    const login = await screen.findByRole('button', { name: 'Log in as this user' });
    expect((login as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Log in as this user' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete user' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('This user is an admin: an admin cannot be logged in as, nor deleted from here.'),
    ).toBeTruthy();
  });

  it('deletes after a confirm naming the email, then lists the users with a notice', async () => {
    const api = stubUser({ [`DELETE ${base}`]: { id: user.id, email: user.email } });
    const { router } = renderApp(`/admin/users/${user.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog.textContent).toContain('bruno@acme.test will be deleted and logged out everywhere.');
    expect(api.callsTo(`DELETE ${base}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.callsTo(`DELETE ${base}`)).toHaveLength(1);
    expect(await screen.findByText('bruno@acme.test was deleted and their sessions were revoked.')).toBeTruthy();
  });

  it('keeps the confirm open with the 409 when the delete is refused', async () => {
    stubUser({ [`DELETE ${base}`]: apiError(409, 'You cannot delete your own account from the admin area.') });
    const { router } = renderApp(`/admin/users/${user.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot delete your own account from the admin area.',
    );
    expect(router.state.location.pathname).toBe(`/admin/users/${user.id}`);
  });

  it('sends only the changed fields, and shows the §8 422 message joined by commas', async () => {
    const api = stubUser({
      [`PATCH ${base}`]: ({ body }: { body: Record<string, unknown> }) =>
        body.firstName === ''
          ? apiError(422, 'Invalid request', ['Write a first name', 'Or keep the old one'])
          : { ...user, ...body },
    });
    renderApp(`/admin/users/${user.id}`);
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Last name' }), { target: { value: 'Vega ' } });
    fireEvent.click(within(form).getByRole('switch', { name: /Email verified/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(api.callsTo(`PATCH ${base}`)[0]?.body).toEqual({ lastName: 'Vega', activated: false });
    expect(screen.getByRole('heading', { name: 'Bruno Vega' })).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'First name' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a first name, Or keep the old one');
  });

  it('sends the daily alert summary after a confirm and says what went out', async () => {
    const api = stubUser({ [`POST ${base}/send-daily-alert-summary`]: { sent: true, alertCount: 3, reason: null } });
    renderApp(`/admin/users/${user.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send daily alert summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the daily alert summary now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send summary' }));
    expect(
      await screen.findByText('The daily alert summary with 3 open alerts was sent to bruno@acme.test.'),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${base}/send-daily-alert-summary`)).toHaveLength(1);
  });

  it('saves an email setting with the other settings unchanged', async () => {
    const api = stubUser({
      [`PUT ${base}/email-settings`]: ({ body }: { body: unknown }) => body,
    });
    renderApp(`/admin/users/${user.id}`);
    fireEvent.click(await screen.findByRole('switch', { name: /Weekly insights/ }));
    await waitFor(() => expect(api.callsTo(`PUT ${base}/email-settings`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${base}/email-settings`)[0]?.body).toEqual({
      emailSettings: { ...settings, weeklyInsights: true },
    });
  });
});
