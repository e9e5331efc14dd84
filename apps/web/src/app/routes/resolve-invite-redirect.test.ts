import { describe, expect, it } from 'vitest';
import { resolveInviteRedirect } from './resolve-invite-redirect';

describe('resolveInviteRedirect', () => {
  it('sends an aggregator link to sign-up with the same query and the aggregator', () => {
    expect(resolveInviteRedirect('acme-partners', '?token=t1&utm_source=mail')).toBe(
      '/sign-up?token=t1&utm_source=mail&aggregator=acme-partners',
    );
    expect(resolveInviteRedirect('acme-partners', '')).toBe('/sign-up?aggregator=acme-partners');
  });

  it('keeps the query of a slug-less invite', () => {
    expect(resolveInviteRedirect(undefined, '?token=t1')).toBe('/sign-up?token=t1');
  });

  it('sends a bare /invites to the dashboard', () => {
    expect(resolveInviteRedirect(undefined, '')).toBe('/dashboard');
  });
});
