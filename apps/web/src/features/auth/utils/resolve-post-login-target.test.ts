import { describe, expect, it } from 'vitest';
import { resolvePostLoginTarget } from './resolve-post-login-target';

const returnTo = JSON.stringify({ path: '/dashboard/sellers/acme/inventory', query: { q: '1' } });

describe('resolvePostLoginTarget', () => {
  it('follows an invite URL with a full page load before anything else', () => {
    expect(
      resolvePostLoginTarget({ inviteUrl: 'https://app.example/invites/x', redirectLocation: '/settings' }, returnTo),
    ).toEqual({ type: 'assign', url: 'https://app.example/invites/x' });
  });

  it('prefers returnTo, then the redirect location, then the dashboard', () => {
    expect(resolvePostLoginTarget({ inviteUrl: null, redirectLocation: '/settings' }, returnTo)).toEqual({
      type: 'navigate',
      to: '/dashboard/sellers/acme/inventory?q=1',
    });
    expect(resolvePostLoginTarget({ inviteUrl: null, redirectLocation: '/settings' }, null)).toEqual({
      type: 'navigate',
      to: '/settings',
    });
    expect(resolvePostLoginTarget({ inviteUrl: null, redirectLocation: null }, 'garbage')).toEqual({
      type: 'navigate',
      to: '/dashboard',
    });
  });

  it('does not follow a redirect location that leaves the app', () => {
    expect(resolvePostLoginTarget({ inviteUrl: null, redirectLocation: 'https://evil.example' }, null)).toEqual({
      type: 'navigate',
      to: '/dashboard',
    });
  });
});
