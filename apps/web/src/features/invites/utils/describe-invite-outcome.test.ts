import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeInviteError, describeInviteResult, INVITE_MESSAGES } from './describe-invite-outcome';

const sent = (emailAddress: string, emailAlreadyRegistered = false) => ({ emailAddress, emailAlreadyRegistered });

describe('describeInviteResult', () => {
  it('covers the outcomes of SPEC §8', () => {
    expect(describeInviteResult([])).toEqual({
      alert: { type: 'error', message: 'No email sent' },
      closeDialog: false,
    });
    expect(describeInviteResult([sent('a@x.io'), sent('b@x.io')])).toEqual({
      notification: INVITE_MESSAGES.success,
      closeDialog: true,
    });
    expect(describeInviteResult([sent('a@x.io', true), sent('b@x.io')])).toEqual({
      alert: { type: 'warning', message: 'These emails already have an account: a@x.io' },
      notification: INVITE_MESSAGES.success,
      closeDialog: false,
    });
    expect(describeInviteResult([sent('a@x.io', true), sent('b@x.io', true)]).alert?.message).toBe(
      'This email already has an account - contact support if you need help assigning it to your organization',
    );
  });
});

describe('describeInviteError', () => {
  it("uses the error's message, else 'Something went wrong'", () => {
    expect(describeInviteError(new ApiError(403, 'Forbidden'))).toEqual({ type: 'error', message: 'Forbidden' });
    expect(describeInviteError('boom')).toEqual({ type: 'error', message: 'Something went wrong' });
    expect(describeInviteError(new Error(''))).toEqual({ type: 'error', message: 'Something went wrong' });
  });
});
