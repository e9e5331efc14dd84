import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from './get-session';
import { createSessionBroadcast, type SessionChannel } from './session-broadcast';
import { followSessionEvent } from './session-sync';

/** Channels of one name in several "tabs": a message reaches every other channel, as in browsers. */
function createFakeHub() {
  const channels = new Set<FakeChannel>();
  class FakeChannel implements SessionChannel {
    private listeners = new Set<(event: MessageEvent) => void>();
    constructor() {
      channels.add(this);
    }
    postMessage(message: unknown): void {
      // Structured clone, like the real thing: receivers never share the sender's object.
      const data: unknown = structuredClone(message);
      for (const channel of channels) {
        if (channel !== this) channel.listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.delete(listener);
    }
  }
  return { open: () => new FakeChannel(), deliver: (data: unknown) => new FakeChannel().postMessage(data) };
}

const session = { user: { id: 'u1' } };

function createTab(hub: ReturnType<typeof createFakeHub>, tabId: string, pathname: string, search = '') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const navigate = vi.fn(async (_to: string) => {});
  const broadcast = createSessionBroadcast(hub.open, tabId);
  const seen: string[] = [];
  broadcast.subscribe((event) => {
    seen.push(event);
    void followSessionEvent(event, { queryClient, navigate, location: { pathname, search } });
  });
  return { queryClient, navigate, broadcast, seen };
}

describe('session broadcast between tabs', () => {
  it('sends a logout to every other tab, which opens /login and forgets its cache', async () => {
    const hub = createFakeHub();
    const tabA = createTab(hub, 'a', '/dashboard');
    const tabB = createTab(hub, 'b', '/dashboard/sellers/acme');

    tabA.broadcast.publish('logout');

    expect(tabA.seen).toEqual([]);
    expect(tabB.seen).toEqual(['logout']);
    await vi.waitFor(() => expect(tabB.queryClient.getQueryData(sessionQueryKey)).toBeUndefined());
    expect(tabB.navigate).toHaveBeenCalledWith('/login');
    expect(tabA.queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('makes a tab on the login page follow a login elsewhere, to its returnTo or the dashboard', async () => {
    const hub = createFakeHub();
    const tabA = createTab(hub, 'a', '/login');
    const returnTo = encodeURIComponent(JSON.stringify({ path: '/settings' }));
    const tabB = createTab(hub, 'b', '/login', `?returnTo=${returnTo}`);
    const tabC = createTab(hub, 'c', '/login');

    tabA.broadcast.publish('login');

    await vi.waitFor(() => expect(tabB.navigate).toHaveBeenCalledWith('/settings'));
    await vi.waitFor(() => expect(tabC.navigate).toHaveBeenCalledWith('/dashboard'));
    expect(tabA.navigate).not.toHaveBeenCalled();
  });

  it('refetches the session in a signed-in tab on a login elsewhere, without moving it', async () => {
    const hub = createFakeHub();
    const tabA = createTab(hub, 'a', '/login');
    const tabB = createTab(hub, 'b', '/dashboard');
    const invalidate = vi.spyOn(tabB.queryClient, 'invalidateQueries');

    tabA.broadcast.publish('login');

    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(tabB.queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
    expect(tabB.navigate).not.toHaveBeenCalled();
  });

  it('ignores foreign or malformed messages and stops listening when unsubscribed', () => {
    const hub = createFakeHub();
    const handler = vi.fn();
    const unsubscribe = createSessionBroadcast(hub.open, 'a').subscribe(handler);
    hub.deliver('logout');
    hub.deliver({ event: 'explode', tabId: 'b' });
    hub.deliver(null);
    expect(handler).not.toHaveBeenCalled();

    hub.deliver({ event: 'logout', tabId: 'b' });
    expect(handler).toHaveBeenCalledWith('logout');
    unsubscribe();
    hub.deliver({ event: 'login', tabId: 'b' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does nothing where BroadcastChannel is missing', () => {
    const broadcast = createSessionBroadcast(() => undefined, 'a');
    expect(() => broadcast.publish('login')).not.toThrow();
    expect(typeof broadcast.subscribe(() => {})).toBe('function');
  });
});
