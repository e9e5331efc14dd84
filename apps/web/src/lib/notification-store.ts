import { NOTIFICATION_REPLACEMENT_DELAY_MS, NOTIFICATION_TIMEOUT_MS } from '../config/app-config';

// Framework-free so the timing rules of SPEC §4 and §9 can be tested with fake timers:
// errors stay until closed, others close after the timeout, and a replacement waits briefly so
// the user sees that the message changed.

export type NotificationType = 'success' | 'warning' | 'default' | 'error';

export interface NotificationInput {
  message: string;
  type?: NotificationType;
  /** The message is HTML; it is sanitised before rendering. */
  html?: boolean;
}

export interface ShownNotification {
  id: number;
  message: string;
  type: NotificationType;
  html: boolean;
}

export interface NotificationStore {
  show: (notification: NotificationInput) => void;
  dismiss: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ShownNotification | null;
}

export interface NotificationTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: NotificationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createNotificationStore(timers: NotificationTimers = globalTimers): NotificationStore {
  let current: ShownNotification | null = null;
  let nextId = 1;
  let closeTimer: unknown = null;
  let replaceTimer: unknown = null;
  const listeners = new Set<() => void>();

  const emit = (): void => listeners.forEach((listener) => listener());

  const cancel = (handle: unknown): null => {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  };

  const display = (notification: ShownNotification): void => {
    current = notification;
    if (notification.type !== 'error') {
      closeTimer = timers.setTimeout(() => {
        closeTimer = null;
        if (current?.id === notification.id) {
          current = null;
          emit();
        }
      }, NOTIFICATION_TIMEOUT_MS);
    }
    emit();
  };

  return {
    show(input) {
      const notification: ShownNotification = {
        id: nextId++,
        message: input.message,
        type: input.type ?? 'default',
        html: input.html === true,
      };
      closeTimer = cancel(closeTimer);
      // A newer message supersedes one still waiting for its turn.
      const waiting = replaceTimer !== null;
      replaceTimer = cancel(replaceTimer);
      if (current === null && !waiting) {
        display(notification);
        return;
      }
      if (current !== null) {
        current = null;
        emit();
      }
      replaceTimer = timers.setTimeout(() => {
        replaceTimer = null;
        display(notification);
      }, NOTIFICATION_REPLACEMENT_DELAY_MS);
    },
    dismiss() {
      closeTimer = cancel(closeTimer);
      if (current === null) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}

/** The app-wide store; screens call notificationStore.show(...). */
export const notificationStore = createNotificationStore();
