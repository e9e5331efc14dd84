import { describe, expect, it } from 'vitest';
import { describeInviteAll } from './describe-invite-all';

const item = (emailAddress: string, isSent: boolean) => ({
  emailAddress,
  kind: 'invitation' as const,
  isSent,
  reason: isSent ? null : ('RATE_LIMITED' as const),
});

describe('describeInviteAll', () => {
  it('counts the mails that went out and those held by the limits', () => {
    expect(
      describeInviteAll({ items: [item('a@x.test', true), item('b@x.test', true), item('c@x.test', false)] }),
    ).toBe('2 mails went out. 1 mail did not go out: that address has had their mails for now; try again later.');
    expect(describeInviteAll({ items: [item('a@x.test', true)] })).toBe('1 mail went out.');
  });

  it('says why nothing went out', () => {
    expect(describeInviteAll({ items: [] })).toBe(
      'No mail went out: every user has verified the address and no recent invitee is without an account.',
    );
    expect(describeInviteAll({ items: [item('a@x.test', false), item('b@x.test', false)] })).toBe(
      'No mail went out. 2 mails did not go out: those addresses have had their mails for now; try again later.',
    );
  });
});
