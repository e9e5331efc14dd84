import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes non-error notifications after 5000 ms, not before', () => {
    const store = createNotificationStore();
    store.show({ message: 'Saved', type: 'success' });
    expect(store.getSnapshot()).toMatchObject({ message: 'Saved', type: 'success', html: false });

    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('defaults to the default type', () => {
    const store = createNotificationStore();
    store.show({ message: 'Hello' });
    expect(store.getSnapshot()?.type).toBe('default');
  });

  it('keeps errors until they are dismissed', () => {
    const store = createNotificationStore();
    store.show({ message: 'Failed', type: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()?.message).toBe('Failed');

    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
  });

  it('removes the shown notification at once and shows the new one after 750 ms', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ message: 'First', type: 'error' });
    store.show({ message: 'Second', type: 'warning' });
    expect(store.getSnapshot()).toBeNull();

    vi.advanceTimersByTime(749);
    expect(store.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()?.message).toBe('Second');
    expect(listener).toHaveBeenCalledTimes(3);

    // The replacement gets its own full timeout, counted from when it appeared.
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('does not let the first notification timer close its replacement', () => {
    const store = createNotificationStore();
    store.show({ message: 'First' });
    vi.advanceTimersByTime(4900);
    store.show({ message: 'Second' });
    vi.advanceTimersByTime(750 + 200);
    expect(store.getSnapshot()?.message).toBe('Second');
  });

  it('shows only the newest of several messages sent during the delay', () => {
    const store = createNotificationStore();
    store.show({ message: 'First' });
    store.show({ message: 'Second' });
    vi.advanceTimersByTime(300);
    store.show({ message: 'Third' });
    vi.advanceTimersByTime(749);
    expect(store.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()?.message).toBe('Third');
  });

  it('shows immediately again once the previous one has closed', () => {
    const store = createNotificationStore();
    store.show({ message: 'First' });
    vi.advanceTimersByTime(5000);
    store.show({ message: 'Second' });
    expect(store.getSnapshot()?.message).toBe('Second');
  });

  it('stops notifying unsubscribed listeners', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show({ message: 'Hello' });
    expect(listener).not.toHaveBeenCalled();
  });
});
