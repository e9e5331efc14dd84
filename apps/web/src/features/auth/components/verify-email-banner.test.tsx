import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VerifyEmailBanner } from './verify-email-banner';

describe('VerifyEmailBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is absent for a verified address', () => {
    stubApi({});
    renderWithProviders(<VerifyEmailBanner />, { session: createSession() });
    expect(screen.queryByText('Verify your email address')).toBeNull();
  });

  it('resends the verification email', async () => {
    const api = stubApi({ 'POST /email-verifications': () => new Response('{"accepted":true}', { status: 202 }) });
    renderWithProviders(<VerifyEmailBanner />, { session: createSession({ user: { activated: false } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('We sent a new verification link');
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/email-verifications', body: {} });
  });
});
