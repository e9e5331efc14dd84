import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { createSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminSessionBanner } from './admin-session-banner';

describe('AdminSessionBanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows nothing in a user's own session, the banner alone in an admin's own", () => {
    stubApi({});
    const { unmount } = renderWithProviders(<AdminSessionBanner />, { session: createSession() });
    expect(screen.queryByText('Logged in as admin')).toBeNull();
    unmount();
    renderWithProviders(<AdminSessionBanner />, { session: createSession({ isAdminSession: true }) });
    expect(screen.getByText('Logged in as admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return to admin' })).toBeNull();
  });

  it('after log in as, says whose account it is and returns to the admin area through logout', async () => {
    const api = stubApi({ 'DELETE /sessions': { loggedOut: true, redirectLocation: '/admin/users/u-1' } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const session = createSession({ isAdminSession: true, impersonatedBy: 'root@brandlens.test' });
    renderWithProviders(<AdminSessionBanner />, { session });
    expect(screen.getByText('Logged in as admin')).toBeTruthy();
    expect(screen.getByText('Viewing the account of Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to admin' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users/u-1'));
    expect(api.callsTo('DELETE /sessions')).toHaveLength(1);
  });
});
