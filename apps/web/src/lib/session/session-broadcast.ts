// SPEC §4: login and logout are broadcast to the other tabs of the browser. One channel object
// per tab both sends and listens, and messages carry the sending tab's id, so a tab never reacts
// to its own announcement.

export const SESSION_CHANNEL_NAME = 'brandlens-session';

export type SessionEvent = 'login' | 'logout';

/** The part of BroadcastChannel we use, so tests can pass a fake. */
export interface SessionChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

export interface SessionBroadcast {
  publish: (event: SessionEvent) => void;
  subscribe: (handler: (event: SessionEvent) => void) => () => void;
}

const isSessionEvent = (value: unknown): value is SessionEvent => value === 'login' || value === 'logout';

// crypto.randomUUID exists only in secure contexts (https, localhost); the id just has to differ per tab.
const createTabId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function createSessionBroadcast(
  openChannel: () => SessionChannel | undefined,
  tabId: string = createTabId(),
): SessionBroadcast {
  let channel: SessionChannel | undefined;
  let opened = false;
  const getChannel = (): SessionChannel | undefined => {
    if (!opened) {
      opened = true;
      channel = openChannel();
    }
    return channel;
  };

  return {
    publish(event) {
      getChannel()?.postMessage({ event, tabId });
    },
    subscribe(handler) {
      const target = getChannel();
      if (!target) return () => {};
      const listener = ({ data }: MessageEvent): void => {
        if (typeof data !== 'object' || data === null) return;
        const { event, tabId: sender } = data as Record<string, unknown>;
        if (sender !== tabId && isSessionEvent(event)) handler(event);
      };
      target.addEventListener('message', listener);
      return () => target.removeEventListener('message', listener);
    },
  };
}

/** This tab's broadcast; browsers without BroadcastChannel simply do not sync. */
export const sessionBroadcast = createSessionBroadcast(() =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL_NAME),
);
