import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { createSession, testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { InviteUserButton } from './invite-user-button';

const invitePath = `POST /v2/user/${testUser.id}/invite-users-to-organization`;

function openDialog(session = createSession()) {
  const view = renderWithProviders(<InviteUserButton />, { session });
  fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
  return { ...view, dialog: within(screen.getByRole('dialog', { name: 'Invite User to Acme Outdoor' })) };
}

function type(dialog: ReturnType<typeof openDialog>['dialog'], label: string, value: string) {
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });
}

const send = (dialog: ReturnType<typeof openDialog>['dialog']) =>
  fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

const sent = (emailAddress: string, emailAlreadyRegistered = false) => ({ emailAddress, emailAlreadyRegistered });

describe('Invite User dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is hidden for operations users', () => {
    stubApi({});
    renderWithProviders(<InviteUserButton />, { session: createSession({ userRole: 'OPERATIONS' }) });
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
  });

  it('asks for at least one address and refuses malformed ones, without calling the server', () => {
    const api = stubApi({});
    const { dialog } = openDialog();
    send(dialog);
    expect(dialog.getByText('Write at least one email address')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Add another email' }));
    type(dialog, 'Email', 'ok@acme.test');
    type(dialog, 'Email 2', 'not-an-address');
    send(dialog);
    expect(dialog.getByText('Malformed e-mail address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends every filled address, announces success and closes', async () => {
    const api = stubApi({ [invitePath]: { inviteSent: [sent('a@acme.test'), sent('b@acme.test')] } });
    const { dialog } = openDialog();
    type(dialog, 'Email', 'A@acme.test');
    fireEvent.click(dialog.getByRole('button', { name: 'Add another email' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add another email' }));
    type(dialog, 'Email 2', 'b@acme.test');
    send(dialog);

    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'You have successfully sent an email invitation. You will receive a confirmation email when the user signs up',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(invitePath)[0]?.body).toEqual({ emailAddresses: ['a@acme.test', 'b@acme.test'] });
  });

  it("says 'No email sent' when nothing was sent", async () => {
    stubApi({ [invitePath]: { inviteSent: [] } });
    const { dialog } = openDialog();
    type(dialog, 'Email', 'a@acme.test');
    send(dialog);
    expect((await dialog.findByRole('alert')).textContent).toBe('No email sent');
  });

  it('warns about registered addresses and still announces the invitations that went out', async () => {
    stubApi({
      [invitePath]: { inviteSent: [sent('a@acme.test', true), sent('b@acme.test', true), sent('c@acme.test')] },
    });
    const { dialog } = openDialog();
    type(dialog, 'Email', 'a@acme.test');
    send(dialog);
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('These emails already have an account: a@acme.test, b@acme.test');
    expect(alert.getAttribute('data-type')).toBe('warning');
    expect(screen.getByTestId('snackbar').textContent).toContain('You have successfully sent an email invitation.');
  });

  it('points to support when every address is already registered', async () => {
    stubApi({ [invitePath]: { inviteSent: [sent('a@acme.test', true)] } });
    const { dialog } = openDialog();
    type(dialog, 'Email', 'a@acme.test');
    send(dialog);
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This email already has an account - contact support if you need help assigning it to your organization',
    );
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it("shows the server's error", async () => {
    stubApi({ [invitePath]: apiError(403, 'Operations users cannot invite users') });
    const { dialog } = openDialog();
    type(dialog, 'Email', 'a@acme.test');
    send(dialog);
    expect((await dialog.findByRole('alert')).textContent).toBe('Operations users cannot invite users');

    stubApi({ [invitePath]: new Response('', { status: 500, statusText: '' }) });
    send(dialog);
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Request failed with status 500'));
  });

  it('forgets fields and alert when closed', async () => {
    stubApi({ [invitePath]: { inviteSent: [] } });
    const { dialog } = openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Add another email' }));
    type(dialog, 'Email', 'a@acme.test');
    send(dialog);
    await dialog.findByRole('alert');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    const reopened = within(screen.getByRole('dialog'));
    expect((reopened.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(reopened.queryByLabelText('Email 2')).toBeNull();
    expect(reopened.queryByRole('alert')).toBeNull();
  });
});
