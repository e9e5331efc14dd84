import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { notificationStore } from '../lib/notification-store';

// jsdom lacks the layout APIs Mantine touches; these stand-ins report "no match" and "no size".
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

window.scrollTo = () => {};
// Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  notificationStore.dismiss();
  window.sessionStorage.clear();
});
