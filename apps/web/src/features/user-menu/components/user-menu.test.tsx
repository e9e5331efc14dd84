import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { stubApi } from '../../../test/fake-api';
import { createSession } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UserMenu } from './user-menu';

function openMenu(session = createSession()) {
  const view = renderWithProviders(<UserMenu />, { session });
  fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
  return { ...view, menu: within(screen.getByRole('menu')) };
}

describe('UserMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the user, the organization and FREE for the default plan', () => {
    stubApi({});
    const { menu } = openMenu();
    expect(menu.getByTestId('user-menu-name').textContent).toBe('Ada Lovelace');
    expect(menu.getByTestId('user-menu-organization').textContent).toBe('Acme Outdoor');
    expect(menu.getByTestId('plan-badge').textContent).toBe('FREE');
    expect(menu.queryByText('Operations User')).toBeNull();
    expect(menu.getByRole('button', { name: 'UPGRADE' }).hasAttribute('disabled')).toBe(false);
  });

  it.each(['PAID', 'ENTERPRISE'] as const)('shows the plan name %s', (plan) => {
    stubApi({});
    const { menu } = openMenu(createSession({ organization: { plan } }));
    expect(menu.getByTestId('plan-badge').textContent).toBe(plan);
  });

  it('marks operations users and disables UPGRADE for them', () => {
    stubApi({});
    const { menu } = openMenu(createSession({ userRole: 'OPERATIONS' }));
    expect(menu.getByText('Operations User')).toBeTruthy();
    expect(menu.getByRole('button', { name: 'UPGRADE' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the subscription dialog; a subscribed organization is pointed to support', () => {
    stubApi({});
    const { menu } = openMenu(createSession({ organization: { plan: 'PAID', stripeSubscriptionId: 'sub_1' } }));
    fireEvent.click(menu.getByRole('button', { name: 'UPGRADE' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const dialog = within(screen.getByRole('dialog', { name: 'Upgrade Your Plan' }));
    expect(dialog.getByText('Contact us to discuss your paid plan options.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(
      /^mailto:support@brandlens\.app/,
    );
  });

  it('links to the settings', () => {
    stubApi({});
    const { menu } = openMenu();
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('logs out: DELETE /sessions, then login, then an empty cache', async () => {
    const api = stubApi({ 'DELETE /sessions': { loggedOut: true } });
    const { menu, router, queryClient } = openMenu();
    fireEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined());
    expect(api.callsTo('DELETE /sessions')[0]?.headers['x-brandlens-request']).toBe('1');
  });
});
