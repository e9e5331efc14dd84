import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ForgotPasswordForm, RESET_LINK_SENT_MESSAGE } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the same confirmation whatever the address', async () => {
    const api = stubApi({
      'POST /auth/request-password-reset-link': () => new Response('{"accepted":true}', { status: 202 }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    fill('Email', 'Someone@Acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(RESET_LINK_SENT_MESSAGE);
    expect(api.calls[0]?.body).toEqual({ email: 'someone@acme.test' });
  });

  it('checks the address first', () => {
    const api = stubApi({});
    renderWithProviders(<ForgotPasswordForm />);
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('ResetPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the new password and sends the user to log in with a flash', async () => {
    const api = stubApi({ 'POST /auth/reset-password': { passwordChanged: true } });
    const { router } = renderWithProviders(<ResetPasswordForm token="tok" />);
    fill('Password', 'new-password-1');
    fill('Confirm password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls[0]?.body).toEqual({
      token: 'tok',
      password: 'new-password-1',
      confirmedPassword: 'new-password-1',
    });
    expect(window.sessionStorage.getItem('brandlens:flash')).toContain('Your password has been changed.');
  });

  it("shows the server's message for an expired token", async () => {
    stubApi({ 'POST /auth/reset-password': apiError(422, 'Invalid', ['This reset link has expired']) });
    renderWithProviders(<ResetPasswordForm token="old" />);
    fill('Password', 'new-password-1');
    fill('Confirm password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link has expired');
  });

  it('explains a link without a token', () => {
    stubApi({});
    renderWithProviders(<ResetPasswordForm token={null} />);
    expect(screen.getByText('This reset link is incomplete')).toBeTruthy();
  });
});
