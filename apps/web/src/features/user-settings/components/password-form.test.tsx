import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app';
import { apiError, stubApi } from '../../../test/fake-api';
import { createSession } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PasswordForm } from './password-form';

const PATH = 'POST /v2/user/change-password';

const fill = (fields: { current?: string; next?: string; confirm?: string }) => {
  if (fields.current !== undefined)
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: fields.current } });
  if (fields.next !== undefined)
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: fields.next } });
  if (fields.confirm !== undefined)
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: fields.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('PasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the SPEC §5 rules before sending anything', async () => {
    const api = stubApi({});
    renderWithProviders(<PasswordForm />, { session: createSession() });
    fill({ current: 'old password', next: 'short', confirm: 'short' });
    expect(await screen.findByText('Password must be 8 to 64 characters')).toBeTruthy();
    fill({ next: 'a long new password', confirm: 'a different one' });
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    fill({ current: '', confirm: 'a long new password' });
    expect(await screen.findByText('Write your current password')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the three fields, says how many other sessions were logged out and empties the form', async () => {
    const api = stubApi({ [PATH]: { passwordChanged: true, otherSessionsEnded: 2 } });
    renderWithProviders(<PasswordForm />, { session: createSession() });
    fill({ current: 'old password', next: 'a long new password', confirm: 'a long new password' });

    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'Your password has been changed. 2 other sessions were logged out.',
    );
    expect(api.callsTo(PATH)[0]?.body).toEqual({
      currentPassword: 'old password',
      password: 'a long new password',
      confirmedPassword: 'a long new password',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under that field', async () => {
    stubApi({
      [PATH]: jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'WRONG_CURRENT_PASSWORD',
          message: 'Your current password is not correct.',
        },
        { status: 422 },
      ),
    });
    renderWithProviders(<PasswordForm />, { session: createSession() });
    fill({ current: 'not it', next: 'a long new password', confirm: 'a long new password' });
    await screen.findByText('Your current password is not correct.');
    const field = screen.getByLabelText('Current password');
    const describedBy = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Your current password is not correct.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the throttle in the form', async () => {
    const throttled = 'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.';
    stubApi({ [PATH]: apiError(429, throttled) });
    renderWithProviders(<PasswordForm />, { session: createSession() });
    fill({ current: 'guess', next: 'a long new password', confirm: 'a long new password' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(throttled));
  });
});
