import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { apiError, stubApi } from '../../../test/fake-api';
import { createSession, testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { shouldShowTerms } from '../utils/should-show-terms';
import { TermsDialog } from './terms-dialog';

const notAccepted = createSession({ user: { acceptedAutopilotTnC: false } });

describe('shouldShowTerms', () => {
  it('asks only users who have not accepted, never admin sessions', () => {
    expect(shouldShowTerms(notAccepted)).toBe(true);
    expect(shouldShowTerms(createSession())).toBe(false);
    expect(shouldShowTerms({ ...notAccepted, isAdminSession: true })).toBe(false);
    expect(shouldShowTerms(undefined)).toBe(false);
  });
});

describe('TermsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('announces the rename and cannot be dismissed', () => {
    stubApi({});
    renderWithProviders(<TermsDialog />, { session: notAccepted });
    const dialog = screen.getByRole('dialog', { name: 'Autopilot is now Brandlens' });
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is not shown to users who accepted', () => {
    stubApi({});
    renderWithProviders(<TermsDialog />, { session: createSession() });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to an admin session', () => {
    stubApi({});
    renderWithProviders(<TermsDialog />, { session: { ...notAccepted, isAdminSession: true } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes once the acceptance is stored in the session', async () => {
    const api = stubApi({
      'POST /v2/user/accept-autopilot-terms-and-conditions': { user: { ...testUser, acceptedAutopilotTnC: true } },
    });
    const { queryClient } = renderWithProviders(<TermsDialog />, { session: notAccepted });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryData<typeof notAccepted>(sessionQueryKey)?.user.acceptedAutopilotTnC).toBe(true);
    expect(api.calls).toHaveLength(1);
  });

  it("says 'Invalid session' when accepting fails", async () => {
    stubApi({ 'POST /v2/user/accept-autopilot-terms-and-conditions': apiError(401, 'Session expired') });
    renderWithProviders(<TermsDialog />, { session: notAccepted });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid session');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
