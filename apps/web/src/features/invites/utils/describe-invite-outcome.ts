import { ApiError } from '../../../lib/api-client';

// SPEC §8 outcomes of the Invite User dialog. The alert stays in the dialog; a success is
// announced through the snackbar, and when nothing needs the user's attention the dialog closes.

export const INVITE_MESSAGES = {
  noEmailSent: 'No email sent',
  alreadyRegistered: (emails: readonly string[]) => `These emails already have an account: ${emails.join(', ')}`,
  allAlreadyRegistered:
    'This email already has an account - contact support if you need help assigning it to your organization',
  success:
    'You have successfully sent an email invitation. You will receive a confirmation email when the user signs up',
  failure: 'Something went wrong',
} as const;

export interface InviteAlert {
  type: 'warning' | 'error';
  message: string;
}

export interface InviteOutcome {
  alert?: InviteAlert;
  /** A success message for the snackbar. */
  notification?: string;
  closeDialog: boolean;
}

interface InviteSent {
  emailAddress: string;
  emailAlreadyRegistered: boolean;
}

export function describeInviteResult(inviteSent: readonly InviteSent[]): InviteOutcome {
  if (inviteSent.length === 0) {
    return { alert: { type: 'error', message: INVITE_MESSAGES.noEmailSent }, closeDialog: false };
  }
  const registered = inviteSent.filter((invite) => invite.emailAlreadyRegistered).map((invite) => invite.emailAddress);
  if (registered.length === inviteSent.length) {
    return { alert: { type: 'warning', message: INVITE_MESSAGES.allAlreadyRegistered }, closeDialog: false };
  }
  if (registered.length > 0) {
    return {
      alert: { type: 'warning', message: INVITE_MESSAGES.alreadyRegistered(registered) },
      notification: INVITE_MESSAGES.success,
      closeDialog: false,
    };
  }
  return { notification: INVITE_MESSAGES.success, closeDialog: true };
}

export function describeInviteError(error: unknown): InviteAlert {
  const message = error instanceof ApiError || error instanceof Error ? error.message : '';
  return { type: 'error', message: message || INVITE_MESSAGES.failure };
}
