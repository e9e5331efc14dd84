import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { Flash } from '../../lib/flash';
import type { NotificationInput } from '../../lib/notification-store';
import type { RouteFlags } from '../../lib/route-handle';
import { sessionQueryKey } from '../../lib/session/get-session';
import { apiError, stubApi } from '../../test/fake-api';
import { createSession, testUser } from '../../test/fixtures';
import { createGuards, type GuardDeps } from './create-guards';
import { runGuards, type Guard, type GuardOutcome } from './guard-pipeline';

const flags = (overrides: Partial<RouteFlags> = {}): RouteFlags => ({
  skipAuth: false,
  admin: false,
  redirectOnly: false,
  ...overrides,
});

const at = (href: string) => new URL(href, 'http://localhost');

function createDeps(overrides: Partial<GuardDeps> = {}) {
  const flashes: Flash[] = [];
  const notifications: NotificationInput[] = [];
  const deps: GuardDeps = {
    queryClient: new QueryClient(),
    verifyEmail: vi.fn(async () => testUser),
    notify: (notification) => notifications.push(notification),
    setFlash: (flash) => flashes.push(flash),
    takeFlash: () => flashes.shift(),
    ...overrides,
  };
  return { deps, flashes, notifications };
}

const signedIn = { 'POST /sessions/verification': createSession(), 'GET /v2/sellers': { sellers: [] } };
const adminProfile = { id: testUser.id, email: 'admin@brandlens.app', firstName: 'A', lastName: 'B' };

describe('runGuards', () => {
  const recording = (log: string[], name: Guard['name'], outcome: GuardOutcome = { type: 'next' }): Guard => ({
    name,
    run: () => {
      log.push(name);
      return outcome;
    },
  });

  it('runs the guards in order and stops at the first one that does not pass', async () => {
    const log: string[] = [];
    const outcome = await runGuards(
      [
        recording(log, 'redirects'),
        recording(log, 'emailVerification'),
        recording(log, 'auth', { type: 'redirect', to: '/login' }),
        recording(log, 'admin'),
        recording(log, 'flash'),
      ],
      { url: at('/dashboard'), flags: flags() },
    );
    expect(log).toEqual(['redirects', 'emailVerification', 'auth']);
    expect(outcome).toEqual({ type: 'redirect', to: '/login' });
  });

  it('follows SPEC §4: redirects, emailVerification, auth, admin, flash', () => {
    expect(createGuards(createDeps().deps).map((guard) => guard.name)).toEqual([
      'redirects',
      'emailVerification',
      'auth',
      'admin',
      'flash',
    ]);
  });
});

describe('the guards of SPEC §4', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leave a redirect-only route to its loader without any call', async () => {
    const api = stubApi({});
    const { deps, flashes } = createDeps();
    flashes.push({ message: 'Later', type: 'default' });
    const outcome = await runGuards(createGuards(deps), { url: at('/?evt=abc'), flags: flags({ redirectOnly: true }) });
    expect(outcome).toEqual({ type: 'stop' });
    expect(api.calls).toEqual([]);
    expect(deps.verifyEmail).not.toHaveBeenCalled();
    expect(flashes).toHaveLength(1);
  });

  it('verify the email link before checking the session, then drop evt from the URL', async () => {
    const api = stubApi({});
    const { deps, flashes } = createDeps();
    const outcome = await runGuards(createGuards(deps), {
      url: at('/dashboard?evt=abc&tab=x'),
      flags: flags(),
    });
    expect(deps.verifyEmail).toHaveBeenCalledWith('abc');
    expect(api.calls).toEqual([]);
    expect(flashes).toEqual([{ message: 'Your account is now activated.', type: 'default' }]);
    expect(outcome).toEqual({ type: 'redirect', to: '/dashboard?tab=x', replace: true });
  });

  it('report a verification that did not activate the user, and flash the failure', async () => {
    stubApi({});
    const { deps, flashes, notifications } = createDeps({
      verifyEmail: vi.fn(async () => ({ ...testUser, activated: false })),
    });
    await runGuards(createGuards(deps), { url: at('/login?evt=abc'), flags: flags({ skipAuth: true }) });
    expect(notifications).toEqual([{ message: "User wasn't activated", type: 'error' }]);
    expect(flashes).toEqual([{ message: 'Your email address could not get verified.', type: 'error' }]);
  });

  it('report the error of a failed verification', async () => {
    stubApi({});
    const { deps, notifications, flashes } = createDeps({
      verifyEmail: vi.fn(async () => {
        throw new ApiError(422, 'This verification link has expired');
      }),
    });
    await runGuards(createGuards(deps), { url: at('/dashboard?evt=old'), flags: flags() });
    expect(notifications).toEqual([{ message: 'This verification link has expired', type: 'error' }]);
    expect(flashes[0]?.type).toBe('error');
  });

  it('send a visitor without a session to login with returnTo, keeping the flash for the login page', async () => {
    stubApi({ 'POST /sessions/verification': apiError(401, 'Invalid session') });
    const { deps, flashes, notifications } = createDeps();
    flashes.push({ message: 'Waiting', type: 'default' });
    const outcome = await runGuards(createGuards(deps), {
      url: at('/dashboard/sellers/acme/inventory?period=x'),
      flags: flags(),
    });
    expect(outcome.type).toBe('redirect');
    const target = new URL((outcome as { to: string }).to, 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(JSON.parse(target.searchParams.get('returnTo') ?? '')).toEqual({
      path: '/dashboard/sellers/acme/inventory',
      query: { period: 'x' },
    });
    expect(notifications).toEqual([]);
    expect(flashes).toHaveLength(1);
  });

  it('let a verified session through, load the sellers, then show the flash once', async () => {
    const api = stubApi(signedIn);
    const { deps, flashes, notifications } = createDeps();
    flashes.push({ message: 'Your account is now activated.', type: 'default' });
    const outcome = await runGuards(createGuards(deps), { url: at('/dashboard'), flags: flags() });
    expect(outcome).toEqual({ type: 'next' });
    expect(deps.queryClient.getQueryData(sessionQueryKey)).toEqual(createSession());
    await vi.waitFor(() => expect(api.callsTo('GET /v2/sellers')).toHaveLength(1));
    expect(notifications).toEqual([{ message: 'Your account is now activated.', type: 'default' }]);
    await runGuards(createGuards(deps), { url: at('/dashboard'), flags: flags() });
    expect(notifications).toHaveLength(1);
  });

  it('skip the session check on skipAuth pages', async () => {
    const api = stubApi(signedIn);
    const { deps } = createDeps();
    expect(await runGuards(createGuards(deps), { url: at('/login'), flags: flags({ skipAuth: true }) })).toEqual({
      type: 'next',
    });
    expect(api.calls).toEqual([]);
  });

  it('check the admin profile instead of the session on admin pages', async () => {
    const api = stubApi({ ...signedIn, 'GET /v2/admin/profile': adminProfile });
    const { deps } = createDeps();
    await runGuards(createGuards(deps), { url: at('/admin/users'), flags: flags({ admin: true }) });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /v2/admin/profile']);
  });

  it("answer 403 'Forbidden' when the admin profile call fails", async () => {
    stubApi({ 'GET /v2/admin/profile': apiError(401, 'Invalid session') });
    const { deps } = createDeps();
    const failure = runGuards(createGuards(deps), { url: at('/admin'), flags: flags({ admin: true }) });
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });

  it('report a server that cannot answer instead of pretending the session is missing', async () => {
    stubApi({ 'POST /sessions/verification': apiError(500, 'Unknown middleware') });
    const { deps } = createDeps();
    const failure = runGuards(createGuards(deps), { url: at('/dashboard'), flags: flags() });
    await expect(failure).rejects.toMatchObject({ status: 500, message: 'Unknown middleware' });
  });
});
