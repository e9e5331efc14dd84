import type { TAdminInviteAllResult } from '@brandlens/contracts';

const mails = (count: number) => (count === 1 ? '1 mail' : `${count} mails`);

/** What 'Invite all' did, in one sentence: how many mails went out and how many waited for the limits. */
export function describeInviteAll(result: TAdminInviteAllResult): string {
  const sent = result.items.filter((item) => item.isSent).length;
  const held = result.items.length - sent;
  if (result.items.length === 0)
    return 'No mail went out: every user has verified the address and no recent invitee is without an account.';
  const heldText =
    held === 0
      ? ''
      : ` ${mails(held)} did not go out: ${held === 1 ? 'that address has' : 'those addresses have'} had their mails for now; try again later.`;
  return `${sent === 0 ? 'No mail' : mails(sent)} went out.${heldText}`;
}
