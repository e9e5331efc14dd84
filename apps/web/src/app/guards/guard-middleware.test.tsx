import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/fake-api';
import { createSession, healthBody, testSeller, testUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The guards wired into the real route table as root middleware.

const loginResult = { ...createSession(), redirectLocation: null, inviteUrl: null };

describe('guards on navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to login and, after logging in, back to the page asked for', async () => {
    let loggedIn = false;
    const api = stubApi({
      'GET /health': healthBody,
      'POST /sessions/verification': () => (loggedIn ? createSession() : apiError(401, 'Invalid session')),
      'POST /auth/login': () => {
        loggedIn = true;
        return loginResult;
      },
      'GET /v2/sellers': { sellers: [testSeller] },
      'GET /v2/sellers/acme': testSeller,
    });
    const { router } = renderApp('/dashboard/sellers/acme/inventory?period=x');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@acme.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/acme/inventory'));
    expect(router.state.location.search).toBe('?period=x');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      username: 'ada@acme.test',
      password: 'secret-password',
    });
  });

  it("shows 'Invalid session' when the login fails", async () => {
    stubApi({ 'POST /auth/login': apiError(401, 'Invalid session') });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@acme.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid session');
  });

  it('activates an account from ?evt=, drops evt from the URL and shows the flash', async () => {
    const api = stubApi({
      'GET /health': healthBody,
      'POST /email-verifications/tok-1': { activatedUser: testUser },
      'POST /sessions/verification': createSession(),
      'GET /v2/sellers': { sellers: [] },
    });
    const { router } = renderApp('/dashboard?evt=tok-1');

    expect((await screen.findByTestId('snackbar')).textContent).toContain('Your account is now activated.');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /email-verifications/tok-1')).toHaveLength(1);
    expect(window.sessionStorage.getItem('brandlens:flash')).toBeNull();
  });

  it('keeps the failure flash across the redirect to login', async () => {
    stubApi({
      'POST /email-verifications/bad': apiError(422, 'This verification link has expired', [
        'This verification link has expired',
      ]),
      'POST /sessions/verification': apiError(401, 'Invalid session'),
    });
    const { router } = renderApp('/dashboard?evt=bad');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain('Your email address could not get verified.'),
    );
    expect(screen.getByTestId('snackbar').getAttribute('data-type')).toBe('error');
  });

  it("shows 403 'Forbidden' on admin pages without an admin session", async () => {
    stubApi({ 'GET /v2/admin/profile': apiError(403, 'Forbidden') });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('403');
    expect(screen.getByTestId('error-message').textContent).toBe('Forbidden');
  });

  it('shows the 404 page for a seller the organization cannot see', async () => {
    stubApi({
      'POST /sessions/verification': createSession(),
      'GET /v2/sellers': { sellers: [] },
      'GET /v2/sellers/hidden': apiError(404, 'This page could not be found'),
    });
    renderApp('/dashboard/sellers/hidden/inventory');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });
});
